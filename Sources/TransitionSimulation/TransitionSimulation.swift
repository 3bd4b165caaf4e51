// TransitionSimulation: deterministic models of iOS transition engines.
//
// This file holds no code. The module is organised by folder:
//
// - `TimingCurves/`: cubic Bézier timing curves (UIKit / Core Animation named curves).
// - `Springs/`: the closed-form damped spring, its rest test, and momentum projection.
// - `Frames/`: the display frame clock (fixed refresh grid or a trace's `frame` events).
// - `Configuration/`: `EngineConfiguration`, every engine parameter with its default and source,
//   and its strict JSON loading.
// - `Replay/`: the engine protocol and the values an engine replay produces (touch decisions,
//   transition records, the per-frame timeline and its CSV form).
//
// - `Engines/`: the engines (`FluidEngine`, `LegacyEngine`, `RecordedEngine`), their incremental
//   form (`EngineSimulation`: `FluidSimulation`, `LegacySimulation`, `RecordedSimulation`), and
//   the shared frame driver they run on (docs/engines.md).
// Everything here is a
// `Sendable` value; nothing reads a clock or a random source (DESIGN.md section 5).
