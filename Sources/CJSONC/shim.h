// Umbrella header for the system json-c library (Debian: libjson-c-dev).
// Only TraceReading may import CJSONC, and only as `internal import`.
#ifndef GESTURETRACE_CJSONC_SHIM_H
#define GESTURETRACE_CJSONC_SHIM_H
#include <json-c/json.h>
#endif
