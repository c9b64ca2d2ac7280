//===- BuiltinSpecs.h - gpu-specs/*.yaml compiled into the binary -*- C++ -*-=//
#ifndef GPUPERF_HARDWARE_BUILTINSPECS_H
#define GPUPERF_HARDWARE_BUILTINSPECS_H

#include <vector>

namespace gpuperf {

struct EmbeddedFile {
  const char *Name; ///< file name, e.g. "h200.yaml"
  const char *Text;
};

/// The specs of gpu-specs/ as they were at build time, sorted by file name.
const std::vector<EmbeddedFile> &builtinSpecFiles();

} // namespace gpuperf

#endif
