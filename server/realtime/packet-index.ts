/**
 * The recovery adapter's index of kept packets, oldest first: a circular table of columns (typed arrays
 * for the numbers, one array slot each for the rooms), so keeping a packet adds no object to the V8
 * heap. Each kept packet was an object with its own room-name string and a boxed time; at chat load
 * (three kept packets a turn, kept for seconds) every one outlived the young generation's collections
 * and was promoted, about 3 MB of the old generation under the benchmark's load.
 *
 * Kept sequence numbers are consecutive: a packet whose number does not follow the newest one's
 * (one that was not kept came in between) drops everything older, so a position is always
 * `seq - first`.
 */
export type Rooms = string | Set<string>;

const FIRST_CAPACITY = 1024;

export class PacketIndex {
  private capacity = 0;
  private seqs = new Float64Array(0);
  private times = new Float64Array(0);
  private starts = new Int32Array(0);
  private lengths = new Int32Array(0);
  private rooms: (Rooms | undefined)[] = [];
  private excepts: (Set<string> | undefined)[] = [];
  /** The oldest packet's slot, and how many are kept. */
  private head = 0;
  size = 0;

  /** At most `maxEntries` packets (the oldest go first); the columns grow to it as needed. */
  constructor(private readonly maxEntries: number) {}

  private slot(i: number) {
    return (this.head + i) % this.capacity;
  }

  /** The oldest kept packet's number, or null when none is kept. */
  firstSeq(): number | null {
    return this.size > 0 ? this.seqs[this.head]! : null;
  }

  /** The oldest kept packet's time and where its text starts in the ring (undefined when none). */
  oldestTime(): number | undefined {
    return this.size > 0 ? this.times[this.head] : undefined;
  }
  oldestStart(): number | undefined {
    return this.size > 0 ? this.starts[this.head] : undefined;
  }
  /** Where the oldest packet's text ends in the ring (its start plus its length, its head included). */
  oldestEnd(): number | undefined {
    return this.size > 0 ? this.starts[this.head]! + this.lengths[this.head]! : undefined;
  }

  dropOldest() {
    if (this.size === 0) return;
    // The references go at once, so a dropped packet's rooms are not held until the slot is reused.
    this.rooms[this.head] = undefined;
    this.excepts[this.head] = undefined;
    this.head = (this.head + 1) % this.capacity;
    this.size--;
  }

  clear() {
    while (this.size > 0) this.dropOldest();
    this.head = 0;
  }

  push(seq: number, time: number, start: number, length: number, rooms: Rooms, except?: Set<string>) {
    if (this.size > 0 && seq !== this.seqs[this.slot(this.size - 1)]! + 1) this.clear();
    if (this.size === this.capacity) {
      if (this.capacity >= this.maxEntries) this.dropOldest();
      else this.grow();
    }
    const at = this.slot(this.size);
    this.seqs[at] = seq;
    this.times[at] = time;
    this.starts[at] = start;
    this.lengths[at] = length;
    this.rooms[at] = rooms;
    this.excepts[at] = except;
    this.size++;
  }

  /** The packet at position `i` (0 the oldest). */
  at(i: number) {
    const s = this.slot(i);
    return {
      start: this.starts[s]!,
      length: this.lengths[s]!,
      rooms: this.rooms[s]!,
      except: this.excepts[s],
    };
  }

  /** Doubles the columns (up to `maxEntries`), the oldest packet moving to slot 0. */
  private grow() {
    const capacity = Math.min(this.maxEntries, Math.max(FIRST_CAPACITY, this.capacity * 2));
    const order = Array.from({ length: this.size }, (_, i) => this.slot(i));
    const copy = <T extends Float64Array | Int32Array>(from: T, to: T) => {
      order.forEach((s, i) => (to[i] = from[s]!));
      return to;
    };
    this.seqs = copy(this.seqs, new Float64Array(capacity));
    this.times = copy(this.times, new Float64Array(capacity));
    this.starts = copy(this.starts, new Int32Array(capacity));
    this.lengths = copy(this.lengths, new Int32Array(capacity));
    const rooms = new Array<Rooms | undefined>(capacity).fill(undefined);
    const excepts = new Array<Set<string> | undefined>(capacity).fill(undefined);
    order.forEach((s, i) => {
      rooms[i] = this.rooms[s];
      excepts[i] = this.excepts[s];
    });
    this.rooms = rooms;
    this.excepts = excepts;
    this.capacity = capacity;
    this.head = 0;
  }
}
