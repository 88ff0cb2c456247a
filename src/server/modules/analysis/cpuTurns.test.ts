import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { CpuTurns, type Turn } from './cpuTurns';

/** A counter over a table of queued analyses per member that the test edits as members "upload". */
function queue(initial: Record<string, number> = {}) {
  const queued = new Map(Object.entries(initial));
  const counter = async (members: string[]) => new Map(members.filter((m) => queued.has(m)).map((m) => [m, queued.get(m)!]));
  return { queued, counter };
}

/** The scheduler state of a process: 'T' when stopped, 'S' or 'R' when it may run. */
function processState(child: ChildProcess): string {
  const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2)[0]!;
}

/** Settles when the turn is next released, as a tracking thread hears it (Turn.watch). */
function released(turn: Turn): Promise<void> {
  return new Promise((resolve) => {
    const stop = turn.watch((held) => {
      if (held) return;
      stop();
      resolve();
    });
  });
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('CpuTurns', () => {
  it('runs a club read after another member’s single swing, and before a member’s backlog', async () => {
    const { queued, counter } = queue({ backlogged: 3 });
    const turns = new CpuTurns(counter);
    const clubRead = await turns.enter('first', { afterResult: true });
    expect(clubRead.held).toBe(false);

    // Another member's single swing: the club read waits for its result.
    const resumed = released(clubRead);
    const single = await turns.enter('single');
    expect([clubRead.held, single.held]).toEqual([true, false]);
    turns.leave(single);
    await resumed;
    expect(clubRead.held).toBe(false);

    // A member with swings waiting behind theirs waits for the club read of a member with none.
    const backlogged = await turns.enter('backlogged');
    expect([clubRead.held, backlogged.held]).toEqual([false, true]);
    expect(turns.order.map((turn) => turn.member)).toEqual(['first', 'backlogged']);
    queued.set('first', 4);
    turns.leave(await turns.enter('first'));
    expect(turns.order.map((turn) => turn.member)).toEqual(['backlogged', 'first']);
    turns.leave(backlogged);
    turns.leave(clubRead);
  });

  it('runs the analysis whose member has the shortest backlog and holds the others until it leaves', async () => {
    const { queued, counter } = queue();
    const turns = new CpuTurns(counter);
    const busy = await turns.enter('busy');
    expect(busy.held).toBe(false);

    // The busy member uploads seven more; then another member's single swing starts.
    queued.set('busy', 7);
    const single = await turns.enter('single');
    expect(single.held).toBe(false);
    const resumed = released(busy);
    expect(resumed).toBeInstanceOf(Promise);
    expect(turns.order.map((turn) => turn.member)).toEqual(['single', 'busy']);

    let busyRuns = false;
    void resumed!.then(() => (busyRuns = true));
    await sleep(20);
    expect(busyRuns).toBe(false);
    turns.leave(single);
    await resumed;
    expect(busy.held).toBe(false);
    turns.leave(busy);
  });

  it('keeps the first running between members with equal backlogs', async () => {
    const turns = new CpuTurns(queue({ first: 1, second: 1 }).counter);
    const first = await turns.enter('first');
    const second = await turns.enter('second');
    expect(first.held).toBe(false);
    expect(second.held).toBe(true);
    turns.leave(first);
    expect(second.held).toBe(false);
    turns.leave(second);
  });

  it('lets a held analysis run anyway once it has been held for the longest allowed', async () => {
    const turns = new CpuTurns(queue({ busy: 7 }).counter, 100);
    const busy = await turns.enter('busy');
    const single = await turns.enter('single');
    const held = released(busy);
    await held;
    expect(busy.overdue).toBe(true);
    expect(busy.held).toBe(false);
    expect(single.held).toBe(false);
    // Another single swing arriving later does not hold it again.
    const later = await turns.enter('later');
    expect(busy.held).toBe(false);
    for (const turn of [busy, single, later]) turns.leave(turn);
  });

  it('stops a held analysis’s helper process and lets it go on when released', async () => {
    const turns = new CpuTurns(queue({ busy: 3 }).counter);
    const busy = await turns.enter('busy');
    const encoder = spawn('sleep', ['30']);
    children.push(encoder);
    busy.attach(encoder);
    expect(processState(encoder)).not.toBe('T');

    const single = await turns.enter('single');
    await expect.poll(() => processState(encoder)).toBe('T');
    turns.leave(single);
    await expect.poll(() => processState(encoder)).not.toBe('T');
    turns.leave(busy);
  });

  it('a process attached while its analysis is held starts stopped', async () => {
    const turns = new CpuTurns(queue({ busy: 3 }).counter);
    const busy = await turns.enter('busy');
    const single = await turns.enter('single');
    const encoder = spawn('sleep', ['30']);
    children.push(encoder);
    busy.attach(encoder);
    await expect.poll(() => processState(encoder)).toBe('T');
    turns.leave(busy);
    await expect.poll(() => processState(encoder)).not.toBe('T');
    turns.leave(single);
  });

  it('leaves no turn behind when the backlog cannot be read', async () => {
    let failing = true;
    const turns = new CpuTurns(async (members) => {
      if (failing) throw new Error('database gone');
      return new Map(members.map((m) => [m, 0]));
    });
    await expect(turns.enter('unlucky')).rejects.toThrow('database gone');
    failing = false;
    const next = await turns.enter('next');
    expect(turns.order).toEqual([next]);
    expect(next.held).toBe(false);
    turns.leave(next);
  });
});
