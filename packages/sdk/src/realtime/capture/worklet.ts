// The capture's AudioWorklet, as source text: loaded from a Blob URL built from this string, so an app needs
// no bundler setting and serves no extra file. It only copies the input's channels and posts them in
// batches (a message per 128-frame render quantum would be hundreds a second); resampling runs on the main
// thread, in the tested TypeScript module, not in a second copy written as a string.

/** The name the processor registers under, in the worklet scope of each capture's own AudioContext. */
export const processorName = "stt-service-capture";

/**
 * Posts `batchFrames` frames at a time: one Float32Array per channel, transferred, not copied. A plain
 * literal (the name written out, not interpolated by a call) so that bundlers drop it from apps that never
 * capture: a template with a call in it counts as code with effects, and stayed in every real-time bundle.
 */
export const workletSource = `registerProcessor("stt-service-capture", class extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.batchFrames = options.processorOptions.batchFrames;
    this.parts = [];
    this.frames = 0;
  }
  process(inputs) {
    const input = inputs[0];
    if (input && input.length > 0 && input[0].length > 0) {
      this.parts.push(input.map((channel) => channel.slice()));
      this.frames += input[0].length;
      if (this.frames >= this.batchFrames) {
        const count = Math.max(...this.parts.map((part) => part.length));
        const channels = [];
        for (let c = 0; c < count; c++) {
          const joined = new Float32Array(this.frames);
          let at = 0;
          for (const part of this.parts) {
            joined.set(part[c] || part[0], at);
            at += part[0].length;
          }
          channels.push(joined);
        }
        this.port.postMessage(channels, channels.map((channel) => channel.buffer));
        this.parts = [];
        this.frames = 0;
      }
    }
    return true;
  }
});
`;
