//===- ErrorMessage.h - an error that is one message for the user -*- C++
//-*-===//
#ifndef GPUPERF_HARDWARE_ERRORMESSAGE_H
#define GPUPERF_HARDWARE_ERRORMESSAGE_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace gpuperf {

/// What every layer returns for input it cannot use: one message, no
/// "error:" prefix and no error code; the tools print it as "error: ...".
inline llvm::Error errorMessage(const llvm::Twine &Msg) {
  return llvm::createStringError(llvm::inconvertibleErrorCode(), Msg);
}

} // namespace gpuperf

#endif
