import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs"
import path from "node:path"

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM"
  }
}

/**
 * Takes the embedded database's lock file, because two processes on one PGlite folder corrupt it.
 * A lock left by a process that no longer runs is taken over.
 *
 * @returns a function that releases the lock
 * @throws when another running process holds it
 */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, "ruta.lock")
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx")
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(file, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error
      const holder = Number(readFileSync(file, "utf8"))
      if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
        throw new Error(
          `The embedded database in ${dataDir} is in use by process ${holder}. ` +
            "Stop that process, or set RUTA_DATA_DIR to another folder.",
          { cause: error }
        )
      }
      rmSync(file, { force: true })
    }
  }
  throw new Error(`Could not lock ${file}`)
}
