// Audio from a microphone to what the service reads: channels averaged to mono, the rate changed by a
// Kaiser-windowed sinc low-pass (polyphase: one set of taps per output phase), floats turned into
// pcm_s16le. Pure code (no browser globals), streaming: its state carries across chunks, so audio cut
// into chunks anywhere resamples to the very samples the whole buffer gives.

/** Half the taps, in output samples: the filter reaches this many output periods each side. */
const halfWidthOutputSamples = 28;
/** The cutoff, as a fraction of the lower Nyquist frequency: 7.2 kHz at 16 kHz out. */
const cutoffFraction = 0.9;
/** Kaiser β: side lobes near -86 dB. */
const kaiserBeta = 8.6;
/** Tap tables past this many phases quantize the phase (an offset below 1/1024 of an input sample). */
const maxPhases = 1024;

function greatestCommonDivisor(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}

/** The modified Bessel function of the first kind, order 0, by its series (the Kaiser window's). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const quarter = (x * x) / 4;
  for (let k = 1; k < 50 && term > sum * 1e-16; k++) {
    term *= quarter / (k * k);
    sum += term;
  }
  return sum;
}

/** Changes a stream of mono float samples from one rate to another; see the module's comment. */
export class Resampler {
  readonly inputRate: number;
  readonly outputRate: number;
  /** Output advances `step` input samples per `phases`: outputRate/inputRate = phases/step, reduced. */
  readonly #phases: number;
  readonly #step: number;
  /** Taps each side of an output's position, in input samples. */
  readonly #half: number;
  /** One row of 2·half taps per (quantized) phase. */
  readonly #taps: Float64Array[];
  /** Input not yet consumed; #pending[0] is input sample #base (negative: the zeros before the start). */
  #pending: Float32Array;
  #base: number;
  /** The next output sits at input position #position + #phase / #phases. */
  #position = 0;
  #phase = 0;
  #inputCount = 0;

  constructor(inputRate: number, outputRate: number) {
    for (const [name, rate] of [
      ["inputRate", inputRate],
      ["outputRate", outputRate],
    ] as const) {
      if (!Number.isSafeInteger(rate) || rate <= 0)
        throw new RangeError(`${name} is ${rate}; give a whole number of Hz.`);
    }
    this.inputRate = inputRate;
    this.outputRate = outputRate;
    const divisor = greatestCommonDivisor(inputRate, outputRate);
    this.#phases = outputRate / divisor;
    this.#step = inputRate / divisor;
    const ratio = Math.min(1, outputRate / inputRate);
    // Cycles per input sample where the response is half: below the lower of the two Nyquist frequencies.
    const cutoff = 0.5 * ratio * cutoffFraction;
    // The same rate in and out needs no filter: one tap of 1 passes the samples through unchanged.
    const same = inputRate === outputRate;
    const halfWidth = same ? 1 : halfWidthOutputSamples / ratio;
    this.#half = Math.ceil(halfWidth);
    const rows = Math.min(this.#phases, maxPhases);
    const windowScale = 1 / besselI0(kaiserBeta);
    this.#taps = [];
    for (let row = 0; row < rows; row++) {
      const fraction = row / rows;
      const taps = new Float64Array(2 * this.#half);
      let sum = 0;
      for (let index = 0; index < taps.length; index++) {
        // The input sample this tap weighs, relative to the output's position.
        const t = index - this.#half + 1 - fraction;
        const x = t / halfWidth;
        if (Math.abs(x) >= 1 || (same && t !== 0)) continue;
        const argument = 2 * cutoff * t;
        const sinc = argument === 0 ? 1 : Math.sin(Math.PI * argument) / (Math.PI * argument);
        const value = 2 * cutoff * sinc * besselI0(kaiserBeta * Math.sqrt(1 - x * x)) * windowScale;
        taps[index] = value;
        sum += value;
      }
      // Every phase passes a constant unchanged: no ripple at the output rate from phase to phase.
      for (let index = 0; index < taps.length; index++) taps[index] = (taps[index] as number) / sum;
      this.#taps.push(taps);
    }
    this.#pending = new Float32Array(this.#half);
    this.#base = -this.#half;
  }

  /** How many output samples `inputSamples` of input make once flushed. */
  outputLength(inputSamples: number): number {
    return Math.ceil((inputSamples * this.#phases) / this.#step);
  }

  /**
   * Resamples the next piece of input: one Float32Array per channel (averaged to mono), all the same
   * length. Returns the output samples this input completes; the last few wait for more input or flush().
   */
  process(channels: readonly Float32Array[]): Float32Array {
    const mono = downmix(channels);
    this.#inputCount += mono.length;
    this.#append(mono);
    return this.#drain(Number.POSITIVE_INFINITY);
  }

  /** The output still held back, as if the input ended here with silence after it. */
  flush(): Float32Array {
    this.#append(new Float32Array(this.#half + 1));
    const output = this.#drain(this.#inputCount);
    this.reset();
    return output;
  }

  /** Forgets all input: the next process() starts a new stream. */
  reset(): void {
    this.#pending = new Float32Array(this.#half);
    this.#base = -this.#half;
    this.#position = 0;
    this.#phase = 0;
    this.#inputCount = 0;
  }

  #append(samples: Float32Array): void {
    const joined = new Float32Array(this.#pending.length + samples.length);
    joined.set(this.#pending);
    joined.set(samples, this.#pending.length);
    this.#pending = joined;
  }

  /** Every output whose taps have their input, up to (not including) input position `until`. */
  #drain(until: number): Float32Array {
    const pending = this.#pending;
    const half = this.#half;
    const rows = this.#taps.length;
    const end = this.#base + pending.length;
    const output: number[] = [];
    while (this.#position + half < end && this.#position < until) {
      const taps = this.#taps[Math.floor((this.#phase * rows) / this.#phases)] as Float64Array;
      const first = this.#position - half + 1 - this.#base;
      let sum = 0;
      for (let index = 0; index < taps.length; index++)
        sum += (taps[index] as number) * (pending[first + index] as number);
      output.push(sum);
      this.#phase += this.#step;
      this.#position += Math.floor(this.#phase / this.#phases);
      this.#phase %= this.#phases;
    }
    // Keep only what the next output's taps reach back to.
    const keepFrom = Math.max(0, Math.min(pending.length, this.#position - half + 1 - this.#base));
    this.#pending = pending.slice(keepFrom);
    this.#base += keepFrom;
    return Float32Array.from(output);
  }
}

/** The channels averaged into one. */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  const [first] = channels;
  if (!first) return new Float32Array(0);
  if (channels.length === 1) return first;
  const mono = new Float32Array(first.length);
  for (let index = 0; index < mono.length; index++) {
    let sum = 0;
    for (const channel of channels) sum += channel[index] ?? 0;
    mono[index] = sum / channels.length;
  }
  return mono;
}

/** Float samples (-1..1, clipped beyond) as 16-bit signed little-endian PCM. */
export function toPcm16(samples: Float32Array): Uint8Array {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < samples.length; index++) {
    const sample = Math.max(-1, Math.min(1, samples[index] as number));
    view.setInt16(index * 2, Math.round(sample * 32767), true);
  }
  return bytes;
}

/** The root mean square of float samples, 0..1 for samples within -1..1. */
export function rms(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.min(1, Math.sqrt(sum / samples.length));
}
