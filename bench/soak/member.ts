import fs from 'node:fs/promises';
import path from 'node:path';
import WebSocket from 'ws';
import { client, uniqueEmail, type ApiClient, type ApiResponse } from '../../tests/api/client';
import type { Ledger } from './ledger';

/**
 * One simulated member, as a browser would act: uploads a real clip (a multipart form, every
 * fourth a data URL to the waiting endpoint), polls it while reading history, trends and
 * progress, chats in the room and by DM over one /ws socket that reconnects and catches up like
 * the app does, and now and then asks the coach. Everything is written down for the checks.
 */
export interface Clip {
  name: string;
  data: Buffer;
}

export async function readClips(folder: string): Promise<Clip[]> {
  const names = (await fs.readdir(folder)).filter((name) => /\.(mp4|mov)$/i.test(name)).sort();
  return Promise.all(names.map(async (name) => ({ name, data: await fs.readFile(path.join(folder, name)) })));
}

const MIME: Record<string, string> = { '.mp4': 'video/mp4', '.mov': 'video/quicktime' };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What fetch said of a connection that failed: undici puts the socket's own error in `cause`. */
function connectionFailure(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  if (!(cause instanceof Error)) return String(cause);
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${cause.message}` : cause.message;
}

interface Sent {
  content: string;
  /** The stored id, once the server acknowledged it. */
  id: number | undefined;
  to?: string;
}

export class SoakMember {
  readonly api: ApiClient;
  id = '';
  roomId = '';
  peers: SoakMember[] = [];
  /** Ids of multipart uploads answered 202. */
  readonly accepted: string[] = [];
  readonly dataUrl = { answered: 0, failed: 0, interrupted: 0 };
  /** Every analysis id a reply or the socket showed this member (checked against owners at the end). */
  readonly seenAnalyses = new Set<string>();
  readonly sentRoom: Sent[] = [];
  readonly sentDirect: Sent[] = [];
  /** Room and direct message ids that reached this member (socket or catch-up). */
  readonly roomSeen = new Set<number>();
  readonly directSeen = new Set<number>();
  private roomLast = 0;
  private socket: WebSocket | undefined;
  private socketUp = false;
  private running = true;
  reconnects = 0;

  constructor(
    readonly name: string,
    private readonly baseUrl: string,
    private readonly ledger: Ledger,
  ) {
    this.api = client(baseUrl);
  }

  async register(): Promise<void> {
    const user = await this.api.registerMember({ email: uniqueEmail(`soak-${this.name}`), firstName: 'Soak', lastName: this.name });
    this.id = user.id;
    const rooms = (await this.api.get('/api/chat/rooms')).body as Array<{ id: string }>;
    this.roomId = rooms[0]!.id;
  }

  /** A read, timed and counted; a connection that fails counts as status 0. */
  private async read(kind: string, pathname: string): Promise<ApiResponse | undefined> {
    const at = this.ledger.now();
    try {
      const response = await this.api.get(pathname);
      this.ledger.read(kind, at, response.status);
      return response;
    } catch (error) {
      this.ledger.read(kind, at, 0, connectionFailure(error));
      return undefined;
    }
  }

  private wrong(what: string) {
    this.ledger.wrongMember.push(`${this.name}: ${what}`);
  }

  // ---- the socket --------------------------------------------------------------------------

  connect(): void {
    const url = `${this.baseUrl.replace('http', 'ws')}/ws`;
    const socket = new WebSocket(url, { headers: { origin: this.baseUrl, cookie: this.api.cookieHeader() } });
    this.socket = socket;
    // Where the catch-up starts: the last messages seen before this connection, in the room and
    // from each peer (a DM sent while the socket was down comes before any the new socket brings).
    const catchUpFrom = { room: this.roomLast, direct: this.lastDirectFromEachPeer() };
    socket.on('error', () => undefined);
    socket.on('message', (raw) => {
      const message = JSON.parse(raw.toString()) as { type: string; data: any };
      this.onMessage(message, catchUpFrom);
    });
    socket.on('close', () => {
      this.socketUp = false;
      if (!this.running) return;
      this.reconnects += 1;
      // The app waits a moment (with back-off) and reconnects through the same address.
      setTimeout(() => this.running && this.connect(), 500 + Math.random() * 500);
    });
  }

  private onMessage(message: { type: string; data: any }, catchUpFrom: { room: number; direct: Map<string, number> }) {
    const { type, data } = message;
    if (type === 'connection_established') {
      if (data.userId !== this.id) this.wrong(`socket opened as ${String(data.userId)}`);
      this.socket?.send(JSON.stringify({ type: 'join_room', data: { roomId: this.roomId } }));
    } else if (type === 'room_joined') {
      this.socketUp = true;
      // As the page does when its socket is back (CommunityChat's onOpen): what was stored since.
      void this.catchUpRoom(catchUpFrom.room).then(() => this.catchUpDirect(catchUpFrom.direct));
    } else if (type === 'new_message') {
      this.sawRoom(data.message);
    } else if (type === 'new_direct_message') {
      if (data.message.recipientId !== this.id && data.message.senderId !== this.id) this.wrong(`a DM between others (${String(data.message.id)})`);
      this.directSeen.add(data.message.id);
    } else if (type === 'direct_message_sent') {
      const sent = this.sentDirect.find((entry) => entry.content === data.message.content);
      if (sent) sent.id = data.message.id;
    } else if (type === 'missed_messages') {
      // As the page does: the newest messages again, whatever came after the lost ones.
      void this.reloadNewest();
    } else if (type === 'analysis_progress') {
      this.seenAnalyses.add(data.id);
    }
  }

  private sawRoom(message: { id: number; content: string; userId?: string }) {
    this.roomSeen.add(message.id);
    this.roomLast = Math.max(this.roomLast, message.id);
    const sent = this.sentRoom.find((entry) => entry.content === message.content);
    if (sent) sent.id = message.id;
  }

  /** The newest page of the room and of each conversation, as the page reloads after missed_messages. */
  private async reloadNewest(): Promise<void> {
    const room = await this.read('chatReload', `/api/chat/rooms/${this.roomId}/messages`);
    if (room?.status === 200) for (const message of room.body.messages as Array<{ id: number; content: string }>) this.sawRoom(message);
    for (const peer of this.peers) {
      const page = await this.read('chatReload', `/api/chat/direct-messages/${peer.id}`);
      if (page?.status === 200) for (const message of page.body.messages as Array<{ id: number }>) this.directSeen.add(message.id);
    }
  }

  /** The catch-up a page makes when it comes back: the room and each conversation since what it saw last. */
  async catchUp(): Promise<void> {
    await this.catchUpRoom(this.roomLast);
    await this.catchUpDirect(this.lastDirectFromEachPeer());
  }

  /** The newest DM id this member has seen from each peer (0 for none). */
  private lastDirectFromEachPeer(): Map<string, number> {
    return new Map(
      this.peers.map((peer) => {
        const seen = peer.sentDirect.filter((sent) => sent.to === this.id && sent.id !== undefined && this.directSeen.has(sent.id));
        return [peer.id, Math.max(0, ...seen.map((sent) => sent.id!))];
      }),
    );
  }

  /** What the room said after `after`, page by page, as the app asks after a reconnect. */
  private async catchUpRoom(after: number): Promise<void> {
    let from = after;
    for (;;) {
      const page = await this.read('chatCatchUp', `/api/chat/rooms/${this.roomId}/messages?after=${from}`);
      if (page?.status !== 200) return;
      const messages = page.body.messages as Array<{ id: number; content: string }>;
      for (const message of messages) this.sawRoom(message);
      if (!page.body.hasNewer || messages.length === 0) return;
      from = messages.at(-1)!.id;
    }
  }

  /** The DMs from each peer after `after`'s id for them. */
  private async catchUpDirect(after: Map<string, number>): Promise<void> {
    for (const peer of this.peers) {
      let from = after.get(peer.id) ?? 0;
      for (;;) {
        const page = await this.read('chatCatchUp', `/api/chat/direct-messages/${peer.id}?after=${from}`);
        if (page?.status !== 200) break;
        const messages = page.body.messages as Array<{ id: number }>;
        for (const message of messages) this.directSeen.add(message.id);
        if (!page.body.hasNewer || messages.length === 0) break;
        from = messages.at(-1)!.id;
      }
    }
  }

  // ---- what the member does ------------------------------------------------------------------

  async run(clips: Clip[], until: number): Promise<void> {
    this.connect();
    let cycle = 0;
    while (this.ledger.now() < until) {
      const clip = clips[(cycle + this.peers.length) % clips.length]!;
      if (cycle % 4 === 3) await this.uploadDataUrl(clip);
      else await this.uploadAndFollow(clip, until);
      cycle += 1;
    }
  }

  stop(): void {
    this.running = false;
    this.socket?.close();
  }

  private async uploadAndFollow(clip: Clip, until: number) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(clip.data)], { type: MIME[path.extname(clip.name).toLowerCase()] }), clip.name);
    const at = this.ledger.now();
    let failure: string | undefined;
    const response = await this.api.post('/api/swing-analyses', form).catch((error: unknown) => void (failure = connectionFailure(error)));
    this.ledger.read('upload', at, response?.status ?? 0, failure);
    if (response?.status !== 202) return sleep(1000);
    const id = response.body.id as string;
    this.accepted.push(id);
    // While it is analysed: poll it, and browse between polls.
    for (let step = 0; this.ledger.now() < until + 60_000; step += 1) {
      const detail = await this.read('detail', `/api/swing-analyses/${id}`);
      if (detail?.status === 200) {
        if (detail.body.id !== id || detail.body.userId !== this.id)
          this.wrong(`detail of ${id} came back as ${String(detail.body.id)} of ${String(detail.body.userId)}`);
        if (detail.body.status === 'done' || detail.body.status === 'failed') return;
      }
      if (this.ledger.now() >= until) continue;
      await this.browse(step);
      await sleep(400 + Math.random() * 400);
    }
  }

  private async uploadDataUrl(clip: Clip) {
    const mime = MIME[path.extname(clip.name).toLowerCase()] ?? 'video/mp4';
    const at = this.ledger.now();
    let failure: string | undefined;
    const response = await this.api
      .post('/api/swing-analysis', { imageData: `data:${mime};base64,${clip.data.toString('base64')}` })
      .catch((error: unknown) => void (failure = connectionFailure(error)));
    this.ledger.read('uploadDataUrl', at, response?.status ?? 0, failure);
    if (response?.status === 200) {
      this.dataUrl.answered += 1;
      this.seenAnalyses.add(response.body.analysisId);
    } else if (response && response.status < 500) {
      this.dataUrl.failed += 1;
    } else {
      // The web process that held the request was killed: the analysis itself goes on.
      this.dataUrl.interrupted += 1;
    }
  }

  private async browse(step: number) {
    switch (step % 6) {
      case 0:
        return this.readHistory();
      case 1:
        return void (await this.read('trends', `/api/performance-metrics/${this.id}/trends`));
      case 2:
        return this.sendRoom();
      case 3: {
        const me = await this.read('me', '/api/auth/me');
        if (me?.status === 200 && me.body.user?.id !== this.id) this.wrong(`/api/auth/me answered ${String(me.body.user?.id)}`);
        return;
      }
      case 4:
        return this.sendDirect();
      default:
        // The coach allows 30 questions in 10 minutes: one every third round of browsing.
        if (step % 18 === 5) return this.askCoach();
        return void (await this.read('progress', `/api/users/${this.id}/progress`));
    }
  }

  private async readHistory() {
    const first = await this.read('history', '/api/swing-analyses?limit=5');
    if (first?.status !== 200) return;
    for (const item of first.body as Array<{ id: string }>) this.seenAnalyses.add(item.id);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    if (!next) return;
    const second = await this.read('history', next);
    if (second?.status === 200) for (const item of second.body as Array<{ id: string }>) this.seenAnalyses.add(item.id);
  }

  private sendRoom() {
    if (!this.socketUp) return;
    const content = `soak ${this.name} room #${this.sentRoom.length + 1} ${Date.now()}`;
    this.sentRoom.push({ content, id: undefined });
    this.socket?.send(JSON.stringify({ type: 'chat_message', data: { roomId: this.roomId, content } }));
  }

  private sendDirect() {
    if (!this.socketUp || this.peers.length === 0) return;
    const peer = this.peers[this.sentDirect.length % this.peers.length]!;
    const content = `soak ${this.name} to ${peer.name} #${this.sentDirect.length + 1} ${Date.now()}`;
    this.sentDirect.push({ content, id: undefined, to: peer.id });
    this.socket?.send(JSON.stringify({ type: 'direct_message', data: { recipientId: peer.id, content } }));
  }

  private async askCoach() {
    const at = this.ledger.now();
    const response = await this.api.post('/api/ai-golf-coach', { message: 'How do I stop slicing my driver?' }).catch(() => undefined);
    this.ledger.read('coach', at, response?.status ?? 0);
  }
}
