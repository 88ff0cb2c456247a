// The environment every server process starts with, whoever starts it: `npm start` (and with it the
// systemd units and the container) and the cluster's supervisor.
//
// glibc gives each thread that allocates at once an arena of its own, up to eight per core, and
// hands little of a freed arena back: a worker's pose and decoding threads, each sizing its frames
// differently, grew its resident memory by 3–11 MB a minute for as long as soaks ran. Two arenas
// kept workers flat at a fifth less memory (decision 3200). An operator's own value wins.
export function serverEnv(env) {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
