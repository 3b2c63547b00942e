import {
  mkdir,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from "node:fs/promises"
import path from "node:path"

import type { FileStorage, StoredFile } from "./storage.ts"
import { checkKey, KEY } from "./storage.ts"

const isMissing = (error: unknown) =>
  (error as { code?: unknown }).code === "ENOENT"

/** Files under `<dataDir>/files/`, written whole (a temporary file renamed into place). */
export function createLocalStorage(dataDir: string): FileStorage {
  const root = path.join(dataDir, "files")
  const fileOf = (key: string) => path.join(root, checkKey(key))
  return {
    kind: "local",
    async put(key, data) {
      const file = fileOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      const partial = `${file}.${process.pid}.partial`
      await writeFile(partial, data, { mode: 0o600 })
      await rename(partial, file)
    },
    async get(key) {
      return readFile(fileOf(key)).catch((error: unknown) => {
        if (isMissing(error)) return null
        throw error
      })
    },
    async delete(key) {
      await rm(fileOf(key), { force: true })
    },
    async signedUrl() {
      return null
    },
    async *list() {
      const folders = await readdir(root).catch((error: unknown) => {
        if (isMissing(error)) return []
        throw error
      })
      for (const folder of folders) {
        const page: StoredFile[] = []
        const names = await readdir(path.join(root, folder)).catch(() => [])
        for (const name of names) {
          const key = `${folder}/${name}`
          // Only files the API made: a half-written `.partial` is not one.
          if (!KEY.test(key)) continue
          const info = await stat(fileOf(key)).catch(() => null)
          if (info) page.push({ key, modified: info.mtime })
        }
        if (page.length > 0) yield page
      }
    },
  }
}
