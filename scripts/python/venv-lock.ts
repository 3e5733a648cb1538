// One maker of the venvs at a time: test files in parallel workers (and a person's `npm run python:venv`) all
// ensure them, and two pips writing one venv break it. The lock is a folder (made atomically) holding its
// holder's process id; a holder that died leaves a lock the next caller takes over.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as delay } from "node:timers/promises";

function holderAlive(lock: string): boolean {
  let pid: number;
  try {
    pid = Number(readFileSync(join(lock, "pid"), "utf8"));
  } catch {
    return true; // made, its pid not written yet
  }
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function tryTake(lock: string): boolean {
  try {
    mkdirSync(lock);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    if (holderAlive(lock)) return false;
    rmSync(lock, { recursive: true, force: true });
    return tryTake(lock);
  }
  writeFileSync(join(lock, "pid"), String(process.pid));
  return true;
}

/** Runs `work` holding the lock at `lock`, waiting while another process holds it. */
export async function withLock<T>(lock: string, work: () => Promise<T>): Promise<T> {
  // The holder's end is checked for, not guessed: each look costs a stat, and the wait ends at the first look
  // after the holder removed its lock or died.
  while (!tryTake(lock)) await delay(200);
  try {
    return await work();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
