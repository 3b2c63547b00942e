// CPU time from Linux's /proc, in seconds (clock ticks of 1/100 s); 0 where there is no /proc.
import { readdirSync, readFileSync } from "node:fs"

interface Times {
  ppid: number
  /** utime + stime: the process's own. */
  own: number
  /** cutime + cstime: the finished children it waited for. */
  children: number
}

function times(pid: number | "self"): Times | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8")
    // The fields after the command's name, which is in parentheses and may hold spaces: the
    // state (field 3 of the whole line) is the first here, utime (14) the twelfth.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    return {
      ppid: Number(fields[1]),
      own: (Number(fields[11]) + Number(fields[12])) / 100,
      children: (Number(fields[13]) + Number(fields[14])) / 100,
    }
  } catch {
    return null
  }
}

/** CPU seconds used so far by this process's finished children (and theirs). */
export function childrenCpuSeconds(): number {
  return times("self")?.children ?? 0
}

/**
 * CPU seconds used so far by a process, the children it waited for, and its children running
 * now (a server's workers).
 */
export function serverCpuSeconds(pid: number): number {
  const server = times(pid)
  if (!server) return 0
  let seconds = server.own + server.children
  let entries: string[] = []
  try {
    entries = readdirSync("/proc").filter((name) => /^\d+$/.test(name))
  } catch {
    // No /proc: the server's own figure.
  }
  for (const entry of entries) {
    const child = times(Number(entry))
    if (child?.ppid === pid) seconds += child.own + child.children
  }
  return seconds
}
