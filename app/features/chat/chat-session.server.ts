import { randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { chatSessions } from "#db/schema";
import { getDb } from "~/utils/db.server";
import { signedCookie } from "~/utils/signed-cookie.server";
import { parseTranscript } from "./conversation";
import type { ChatMessage } from "./types";

/**
 * The /chat page's conversation without JavaScript: the messages live in `chat_sessions`,
 * referenced by a signed HttpOnly cookie.
 */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

// Path "/", not "/chat": the hydrated page fetches its data from /chat.data, which that path misses.
const getSessionCookie = signedCookie("chat_session", { maxAgeSeconds: SESSION_TTL_MS / 1000 });

export interface ChatSession {
  id: string;
  messages: ChatMessage[];
}

async function sessionIdFrom(request: Request): Promise<string | null> {
  const id: unknown = await getSessionCookie().parse(request.headers.get("Cookie"));
  return typeof id === "string" && /^[A-Za-z0-9_-]{20,64}$/.test(id) ? id : null;
}

/** The visitor's conversation, or null when there is none (or it expired or is unreadable). */
export async function loadChatSession(request: Request): Promise<ChatSession | null> {
  const id = await sessionIdFrom(request);
  if (!id) return null;
  const [row] = await getDb().select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  if (!row || Date.now() - row.updatedAt > SESSION_TTL_MS) return null;
  const messages = parseTranscript(row.messages);
  return messages ? { id: row.id, messages } : null;
}

/** Stores the conversation; returns the Set-Cookie value (sent every time, so the 24 hours slide). */
export async function saveChatSession(existing: ChatSession | null, messages: ChatMessage[]): Promise<string> {
  const db = getDb();
  const now = Date.now();
  if (existing) {
    await db.update(chatSessions).set({ messages, updatedAt: now }).where(eq(chatSessions.id, existing.id));
    return getSessionCookie().serialize(existing.id);
  }
  const id = randomBytes(24).toString("base64url");
  // New conversations sweep expired ones, so the table never grows without bound.
  await db.delete(chatSessions).where(lt(chatSessions.updatedAt, now - SESSION_TTL_MS));
  await db.insert(chatSessions).values({ id, messages, updatedAt: now });
  return getSessionCookie().serialize(id);
}

/** "Start over": forgets the conversation; returns the cookie-clearing header. */
export async function clearChatSession(request: Request): Promise<string> {
  const id = await sessionIdFrom(request);
  if (id) await getDb().delete(chatSessions).where(eq(chatSessions.id, id));
  return getSessionCookie().serialize("", { maxAge: 0 });
}
