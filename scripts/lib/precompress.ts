// A Vite plugin that writes a brotli (`.br`) and a gzip (`.gz`) copy next to every text file of a
// build, at the highest levels, for the API to send as they are (`@fastify/static`'s
// `preCompressed`) instead of compressing on every request.
import { readdir, readFile, stat, writeFile } from "node:fs/promises"
import path from "node:path"
import { promisify } from "node:util"
import { brotliCompress, constants, gzip } from "node:zlib"

import type { Plugin, ResolvedConfig } from "vite"

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Files worth a compressed copy: text, by extension (source maps stay as they are). */
const TEXT = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/
/** Below this, compressing saves less than the headers it costs. */
const MIN_BYTES = 1024

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* filesUnder(file)
    else yield file
  }
}

/** Writes `file`'s `.br` and `.gz` copies, each only when smaller than the file. */
async function compressFile(file: string) {
  const content = await readFile(file)
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
  ])
  let saved = 0
  for (const [copy, ext] of [
    [br, ".br"],
    [gz, ".gz"],
  ] as const)
    if (copy.length < content.length) {
      await writeFile(file + ext, copy)
      if (ext === ".br") saved = content.length - copy.length
    }
  return saved
}

/** Compresses every text file of the build's output folder once the build is written. */
export function precompress(): Plugin {
  let config: ResolvedConfig
  return {
    name: "ruta:precompress",
    apply: "build",
    // After every other plugin's files (the service worker's among them).
    enforce: "post",
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: "post",
      sequential: true,
      async handler() {
        const outDir = path.resolve(config.root, config.build.outDir)
        const files: string[] = []
        for await (const file of filesUnder(outDir))
          if (TEXT.test(file) && (await stat(file)).size >= MIN_BYTES)
            files.push(file)
        // A few at a time: brotli at its highest level is CPU-bound.
        let saved = 0
        for (let i = 0; i < files.length; i += 4)
          for (const bytes of await Promise.all(
            files.slice(i, i + 4).map(compressFile)
          ))
            saved += bytes
        config.logger.info(
          `precompress: ${files.length} files, brotli saves ${(saved / 1024).toFixed(0)} KB`
        )
      },
    },
  }
}
