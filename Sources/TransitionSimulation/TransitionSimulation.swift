// TransitionSimulation: deterministic models of iOS transition engines.
//
// This file holds no code. The module is organised by folder:
//
// - `TimingCurves/`: cubic Bézier timing curves (UIKit / Core Animation named curves).
// - `Springs/`: the closed-form damped spring, its rest test, and momentum projection.
// - `Frames/`: the display frame clock (fixed refresh grid or a trace's `frame` events).
// - `Configuration/`: `EngineConfiguration`, every engine parameter with its default and source,
//   and its strict JSON loading.
// - `Replay/`: the engine (`TransitionEngine`, batch replay), the recognition every engine of a
//   trace is fed from (`RecognizedTrace`), and the values a replay produces (touch decisions,
//   transition records with their steps, the per-frame timeline and its CSV form).
// - `Engines/`: the three models (`FluidModel`, `LegacyModel`, `RecordedModel`, chosen by
//   `EngineKind`), the incremental form (`ClosedLoopEngine`, for closed loops), and the shared
//   frame driver both run on (docs/engines.md).
//
// Everything here is a `Sendable` value; nothing reads a clock or a random source, so a replay
// is reproducible (docs/engines.md, introduction).
