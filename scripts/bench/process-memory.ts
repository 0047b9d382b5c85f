import { readdirSync, readFileSync } from 'node:fs';

/*
 * Resident memory of a process tree, from Linux's /proc, for `npm run bench:start`: the server's, and
 * the peak of each short-lived child (the Vite builds, the embedded database's template), watched
 * while they run since their /proc entries go with them.
 */

/** A /proc/<pid>/status field in MB (0 when the process is gone). */
export function statusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** The process and its descendants (npm, the launcher, the server, ...), from /proc's parent links. */
export function processTree(pid: number): number[] {
  const parents = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent is the second field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parents.set(parent, [...(parents.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [pid];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(parents.get(tree[i] as number) ?? []));
  return tree;
}

/** A process's name for a reader: its script without the folders, and the arguments that are no paths. */
export function processLabel(commandLine: string[]): string {
  const script = commandLine.findIndex((arg, i) => i > 0 && !arg.startsWith('-'));
  if (script < 0) return commandLine[0]?.split('/').pop() ?? '?';
  const words = commandLine.slice(script + 1).filter((arg) => !arg.includes('/'));
  return [commandLine[script]?.split('/').pop(), ...words].join(' ');
}

function commandLine(pid: number): string[] {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  } catch {
    return [];
  }
}

export type ProcessPeak = { pid: number; label: string; peakMb: number };

/**
 * Watches the tree under `pid` every `everyMs` until stopped: each process's peak resident memory
 * (VmHWM; growth in a child's last `everyMs` before it exits may be missed).
 */
export function watchPeaks(pid: number, everyMs = 50): { stop: () => ProcessPeak[] } {
  const peaks = new Map<number, ProcessPeak>();
  const look = () => {
    for (const member of processTree(pid)) {
      const peakMb = statusMb(member, 'VmHWM');
      // Read again each time: a child spawned a moment ago may still show its parent's command.
      const label = processLabel(commandLine(member));
      if (peakMb > 0) peaks.set(member, { pid: member, label, peakMb });
    }
  };
  look();
  const timer = setInterval(look, everyMs);
  return {
    stop: () => {
      clearInterval(timer);
      look();
      return [...peaks.values()];
    },
  };
}
