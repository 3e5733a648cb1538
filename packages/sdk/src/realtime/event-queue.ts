// The queue of one async iterator over a session's events: bounded, so that a reader slower than the
// server cannot make it grow without end. Events of a "latest only" type (a newer one says all an older
// unread one said) replace the older one, which leaves its place and joins the end; every other event is
// kept until read. When the queue is full and an event must be kept, push() refuses it: the iterator
// then ends with an error (see emitter.ts), never silently short of an event.

interface Node<Event> {
  event: Event;
  type: PropertyKey;
  previous: Node<Event> | undefined;
  next: Node<Event> | undefined;
}

export class EventQueue<Event> {
  // A doubly linked list: a superseded event leaves from the middle in constant time, whatever the backlog.
  #head: Node<Event> | undefined;
  #tail: Node<Event> | undefined;
  /** The unread event of each latest-only type. */
  readonly #latest = new Map<PropertyKey, Node<Event>>();
  #size = 0;
  #mostQueued = 0;
  #superseded = 0;

  constructor(
    /** The most events unread at once. */
    readonly limit: number,
    readonly latestOnly: ReadonlySet<PropertyKey>,
  ) {}

  /** Events waiting to be read. */
  get size(): number {
    return this.#size;
  }

  /** The most events that were ever waiting at once: never above `limit`. */
  get mostQueued(): number {
    return this.#mostQueued;
  }

  /** Unread latest-only events that a newer one of their type replaced. */
  get superseded(): number {
    return this.#superseded;
  }

  /** Adds an event at the end; false when the queue is full and nothing could make room for it. */
  push(type: PropertyKey, event: Event): boolean {
    const latest = this.latestOnly.has(type);
    if (latest) {
      const older = this.#latest.get(type);
      if (older) {
        this.#unlink(older);
        this.#superseded++;
      }
    }
    if (this.#size >= this.limit) return false;
    const node: Node<Event> = { event, type, previous: this.#tail, next: undefined };
    if (this.#tail) this.#tail.next = node;
    else this.#head = node;
    this.#tail = node;
    this.#size++;
    if (this.#size > this.#mostQueued) this.#mostQueued = this.#size;
    if (latest) this.#latest.set(type, node);
    return true;
  }

  /** The oldest unread event, taken out; undefined when none waits. */
  shift(): { event: Event } | undefined {
    const node = this.#head;
    if (!node) return undefined;
    this.#unlink(node);
    return node;
  }

  clear(): void {
    this.#head = undefined;
    this.#tail = undefined;
    this.#latest.clear();
    this.#size = 0;
  }

  #unlink(node: Node<Event>): void {
    if (node.previous) node.previous.next = node.next;
    else this.#head = node.next;
    if (node.next) node.next.previous = node.previous;
    else this.#tail = node.previous;
    node.previous = undefined;
    node.next = undefined;
    if (this.#latest.get(node.type) === node) this.#latest.delete(node.type);
    this.#size--;
  }
}
