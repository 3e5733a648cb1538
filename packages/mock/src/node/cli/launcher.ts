// Ends a long-running command when whatever launched it goes away. npm passes SIGTERM and SIGINT on to the
// script it runs (which `exec` makes the command itself, not a shell), but a SIGKILL of npm leaves the
// command orphaned, holding its ports; and a shell between them passes nothing on. So the command watches
// its parent and, when the parent is a shell, the process above it, and stops itself when either is gone.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";

const shells = new Set(["sh", "dash", "bash", "zsh", "ash", "ksh"]);

function describeProcess(pid: number): { name: string; parent: number } | undefined {
  try {
    // Linux: /proc/<pid>/stat is "pid (name) state ppid ...", and the name may hold spaces or parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const close = stat.lastIndexOf(")");
    const name = stat.slice(stat.indexOf("(") + 1, close);
    const parent = Number(stat.slice(close + 2).split(" ")[1]);
    return { name, parent };
  } catch {
    try {
      // Other Unixes.
      const [parent = "", ...name] = execFileSync("ps", ["-o", "ppid=,comm=", "-p", String(pid)], { encoding: "utf8" })
        .trim()
        .split(/\s+/);
      return { name: name.join(" ").split("/").pop() ?? "", parent: Number(parent) };
    } catch {
      return undefined;
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

// The launcher as it was when this module loaded, at the command's start: read later (once the mocks are up),
// a launcher killed in between would already have been replaced by PID 1, and its death never seen.
const launcher = process.ppid;

/** Calls `onGone` once, when the parent that launched the command (or npm, above a shell parent) is gone. */
export function watchLauncher(onGone: () => void, intervalMs = 300): void {
  const parent = launcher;
  const described = describeProcess(parent);
  const grandparent = described && shells.has(described.name) && described.parent > 1 ? described.parent : undefined;
  const timer = setInterval(() => {
    if (process.ppid === parent && (grandparent === undefined || isAlive(grandparent))) return;
    clearInterval(timer);
    onGone();
  }, intervalMs);
  timer.unref();
}
