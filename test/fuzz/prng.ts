// The fuzzer's draws over the seeded PRNG the sandbox's generated data uses (mulberry32,
// local/sandbox/random.ts), so a run is reproducible from FUZZ_SEED alone: the same seed and case
// budget give the same cases in the same order.
import { SeededRandom } from "../../local/sandbox/random";

export class Rng extends SeededRandom {
  /** A copy in random order (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  }

  /** `length` characters drawn from `alphabet` (code points, so astral characters stay whole). */
  text(alphabet: readonly string[], length: number): string {
    let out = "";
    for (let i = 0; i < length; i++) out += this.pick(alphabet);
    return out;
  }
}
