import { spawnSync } from "node:child_process"
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
} from "node:fs"
import { createServer } from "node:net"
import os from "node:os"
import path from "node:path"

import { serverCpuSeconds } from "./proc-cpu.ts"

const BIN = "/usr/lib/postgresql/15/bin"

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, "127.0.0.1", () => {
      const address = server.address()
      server.close(() =>
        typeof address === "object" && address
          ? resolve(address.port)
          : reject(new Error("no port"))
      )
    })
  })
}

function sh(args: string[], asPostgres: boolean) {
  const [command, ...rest] = args as [string, ...string[]]
  const result = asPostgres
    ? spawnSync("runuser", ["-u", "postgres", "--", command, ...rest], {
        encoding: "utf8",
      })
    : spawnSync(command, rest, { encoding: "utf8" })
  if (result.status !== 0) {
    throw new Error(
      `${args.join(" ")} failed:\n${result.stdout}\n${result.stderr}`
    )
  }
}

/** Installs Debian's PostgreSQL 15 server when it is missing (as root, with apt-get). */
function ensureInstalled() {
  if (existsSync(path.join(BIN, "initdb"))) return
  console.log("Installing PostgreSQL 15 with apt-get…")
  sh(["apt-get", "update", "-qq"], false)
  sh(["apt-get", "install", "-y", "-qq", "postgresql-15"], false)
}

/**
 * Starts a throw-away PostgreSQL 15 server on loopback for the test run. As root it runs as the
 * `postgres` user (initdb refuses root). Returns its URL and a stop function.
 */
export async function startPostgres(): Promise<{
  url: string
  /**
   * CPU seconds the server has used so far: `pg_ctl` starts it as a daemon, outside any step's
   * processes.
   */
  cpuSeconds: () => number
  stop: () => void
}> {
  ensureInstalled()
  const asPostgres = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(os.tmpdir(), "ruta-pg-"))
  chmodSync(dir, 0o777)
  if (asPostgres) sh(["chown", "postgres", dir], false)
  const data = path.join(dir, "data")
  const port = await freePort()
  sh(
    [
      path.join(BIN, "initdb"),
      "-D",
      data,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--no-sync",
    ],
    asPostgres
  )
  sh(
    [
      path.join(BIN, "pg_ctl"),
      "-D",
      data,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`,
      "-w",
      "start",
    ],
    asPostgres
  )
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    cpuSeconds() {
      // postmaster.pid's first line is the server's process id.
      const pid = Number(
        readFileSync(path.join(data, "postmaster.pid"), "utf8").split("\n")[0]
      )
      return serverCpuSeconds(pid)
    },
    stop() {
      try {
        sh(
          [path.join(BIN, "pg_ctl"), "-D", data, "-m", "fast", "-w", "stop"],
          asPostgres
        )
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  }
}
