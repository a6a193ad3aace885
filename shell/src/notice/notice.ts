/** What a notice says: a plain message, or a wine added to (or taken out of) a list, which "Ångra" can undo. */
export type NoticeContent =
  | { kind: 'text'; message: string }
  | { kind: 'added' | 'removed'; list: { id: number; name: string }; productId: number };

/** A notice as shown: a new id for each, so a new notice restarts the toast. */
export type Notice = NoticeContent & { id: number };
