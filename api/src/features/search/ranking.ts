/**
 * Ranking search hits: higher score first, then lower id. A quicksort on typed arrays, and a selection when only the
 * best few are wanted (a page of results): Array.prototype.sort with a comparator spent ~150 µs ranking a 460-hit
 * search ('chardonay'), most of the search's time.
 */

/** What a search matched, in no particular order: ids with their scores. */
export interface SearchMatches {
  readonly ids: Int32Array;
  readonly scores: Float64Array;
}

/**
 * Positions in `m` in rank order: of all hits or of `candidates` (positions), and only the best `limit` of them.
 */
export function rankOrder(m: SearchMatches, candidates?: Int32Array, limit = Infinity): Int32Array {
  const order = candidates ? Int32Array.from(candidates) : Int32Array.from({ length: m.ids.length }, (_, i) => i);
  const k = Math.min(limit, order.length);
  if (k <= 0) return new Int32Array(0);
  if (k < order.length) selectBest(order, m.ids, m.scores, k - 1);
  sortRange(order, m.ids, m.scores, 0, k - 1);
  return order.subarray(0, k);
}

/** Every id, best first. */
export const rankedIds = (m: SearchMatches): number[] => Array.from(rankOrder(m), (i) => m.ids[i]!);

/** Whether hit a ranks before hit b. */
function before(ids: Int32Array, scores: Float64Array, a: number, b: number): boolean {
  return scores[a]! > scores[b]! || (scores[a] === scores[b] && ids[a]! < ids[b]!);
}

/** Moves the hits so that `target` holds the one of that rank and all before it rank higher (quickselect). */
function selectBest(order: Int32Array, ids: Int32Array, scores: Float64Array, target: number): void {
  let lo = 0;
  let hi = order.length - 1;
  while (lo < hi) {
    const p = partition(order, ids, scores, lo, hi);
    if (p === target) return;
    if (p < target) lo = p + 1;
    else hi = p - 1;
  }
}

/** Median-of-three pivot: afterwards it is at the returned place, what ranks before it to its left. */
function partition(order: Int32Array, ids: Int32Array, scores: Float64Array, lo: number, hi: number): number {
  const mid = (lo + hi) >>> 1;
  if (before(ids, scores, order[mid]!, order[lo]!)) swap(order, mid, lo);
  if (before(ids, scores, order[hi]!, order[lo]!)) swap(order, hi, lo);
  if (before(ids, scores, order[mid]!, order[hi]!)) swap(order, mid, hi);
  const pivot = order[hi]!;
  let p = lo;
  for (let j = lo; j < hi; j++) {
    if (before(ids, scores, order[j]!, pivot)) swap(order, p++, j);
  }
  swap(order, p, hi);
  return p;
}

function sortRange(order: Int32Array, ids: Int32Array, scores: Float64Array, low: number, high: number): void {
  let lo = low;
  let hi = high;
  while (hi - lo > 16) {
    const p = partition(order, ids, scores, lo, hi);
    // The smaller side by recursion, the larger by the loop: the stack stays logarithmic.
    if (p - lo < hi - p) {
      sortRange(order, ids, scores, lo, p - 1);
      lo = p + 1;
    } else {
      sortRange(order, ids, scores, p + 1, hi);
      hi = p - 1;
    }
  }
  for (let i = lo + 1; i <= hi; i++) {
    const v = order[i]!;
    let j = i - 1;
    while (j >= lo && before(ids, scores, v, order[j]!)) {
      order[j + 1] = order[j]!;
      j--;
    }
    order[j + 1] = v;
  }
}

function swap(order: Int32Array, a: number, b: number): void {
  const t = order[a]!;
  order[a] = order[b]!;
  order[b] = t;
}
