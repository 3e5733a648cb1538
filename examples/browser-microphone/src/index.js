// The page: a Start/Stop button, a level meter, the elapsed audio, and the transcript as it comes (final text
// in black, interim text in grey). The transcription itself is in transcriber.js.
import { inWords, startTranscription } from "./transcriber.js";

const $ = (selector) => document.querySelector(selector);
const button = $("#record");
const status = $("#status");
const problem = $("#problem");
const finalText = $("#final");
const interimText = $("#interim");
const elapsed = $("#elapsed");
const meter = $("#level");

const labels = {
  idle: ["Start", "Press Start and speak."],
  starting: ["Starting…", "Opening the microphone…"],
  listening: ["Stop", "Listening. Press Stop when you are done."],
  finishing: ["Finishing…", "Getting the last words…"],
  done: ["Start", "Done. Press Start to transcribe again."],
  failed: ["Start", "Stopped."],
};

function setState(state) {
  document.body.dataset.state = state;
  const [label, message] = labels[state];
  button.textContent = label;
  button.disabled = state === "starting" || state === "finishing";
  status.textContent = message;
  drawLevel();
}

// The level meter: the last levels as bars, newest on the right, on a log scale (speech is quiet in RMS);
// the slots not filled yet show as dots, so the meter's extent shows before the first word.
const levels = [];
function drawLevel(level) {
  const scale = window.devicePixelRatio || 1;
  const width = Math.round(meter.clientWidth * scale);
  const height = Math.round(meter.clientHeight * scale);
  if (meter.width !== width || meter.height !== height) Object.assign(meter, { width, height });
  const bar = 4 * scale;
  const gap = 3 * scale;
  const count = Math.max(1, Math.floor(width / (bar + gap)));
  if (level !== undefined) levels.push(Math.max(0, Math.min(1, (20 * Math.log10(level + 1e-9) + 60) / 60)));
  levels.splice(0, Math.max(0, levels.length - count));
  const context = meter.getContext("2d");
  context.clearRect(0, 0, width, height);
  for (let slot = 0; slot < count; slot++) {
    const value = levels[slot - (count - levels.length)];
    const barHeight = value === undefined ? bar : Math.max(bar, value * height);
    context.fillStyle =
      value === undefined ? "#e3e6ea" : document.body.dataset.state === "listening" ? "#2563eb" : "#9ca3af";
    context.fillRect(width - (count - slot) * (bar + gap), (height - barHeight) / 2, bar, barHeight);
  }
}

function showSent(ms) {
  const seconds = Math.floor(ms / 1000);
  elapsed.textContent = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
  elapsed.dataset.ms = String(ms);
}

let recording;
setState("idle");

async function start() {
  setState("starting");
  problem.hidden = true;
  finalText.textContent = "";
  interimText.textContent = "";
  levels.length = 0;
  drawLevel();
  showSent(0);
  try {
    recording = await startTranscription({
      onLevel: drawLevel,
      onText: (final, interim) => {
        finalText.textContent = final;
        interimText.textContent = interim;
      },
      onSent: showSent,
    });
    setState("listening");
    const text = await recording.done;
    finalText.textContent = text;
    interimText.textContent = "";
    setState("done");
  } catch (error) {
    console.warn(error);
    interimText.textContent = "";
    problem.textContent = inWords(error);
    problem.hidden = false;
    setState("failed");
  } finally {
    recording = undefined;
  }
}

button.addEventListener("click", () => {
  if (recording) {
    setState("finishing");
    void recording.stop();
  } else void start();
});
