//===- CudaSDK.cpp - The CUDA SDK a .cu is compiled against ---------------===//
#include "gpuperf/IR/CudaSDK.h"
#include "gpuperf/IR/ModuleLoader.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"

#include <cstdlib>

using namespace llvm;
using namespace gpuperf;

static std::string joinPath(StringRef A, StringRef B, StringRef C = "") {
  SmallString<128> P(A);
  sys::path::append(P, B, C);
  return std::string(P);
}

/// CUDA_VERSION from the SDK's cuda.h, 0 when there is none.
static unsigned cudaVersion(StringRef Root) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buf =
      MemoryBuffer::getFile(joinPath(Root, "include", "cuda.h"));
  if (!Buf)
    return 0;
  StringRef Text = (*Buf)->getBuffer();
  size_t Pos = Text.find("#define CUDA_VERSION ");
  if (Pos == StringRef::npos)
    return 0;
  unsigned V = 0;
  Text.substr(Pos + 21)
      .take_while([](char C) { return isdigit(C); })
      .getAsInteger(10, V);
  return V;
}

std::string CudaSDK::versionString() const {
  return formatv("{0}.{1}", Version / 1000, Version % 1000 / 10).str();
}

std::vector<std::string> CudaSDK::clangArgs() const {
  std::vector<std::string> Args = {"--cuda-path=" + Path};
  // CUDA 13 removed texture_fetch_functions.h, which clang 19's runtime
  // wrapper includes: an empty stand-in, searched before the SDK.
  if (!sys::fs::exists(joinPath(Path, "include", "texture_fetch_functions.h")))
    if (std::string Compat = sdkCompatDir(); !Compat.empty())
      Args.insert(Args.end(), {"-I", Compat});
  // CUDA 13 keeps CUB, Thrust and libcu++ under include/cccl.
  if (std::string CCCL = joinPath(Path, "include", "cccl");
      sys::fs::is_directory(CCCL))
    Args.insert(Args.end(), {"-isystem", CCCL});
  // The SDK's math functions call libdevice (__nv_sinf, ...): clang links
  // it where the SDK has it; without it they would stay unknown calls.
  if (!sys::fs::exists(joinPath(Path, "nvvm", "libdevice/libdevice.10.bc")))
    Args.push_back("-nocudalib");
  return Args;
}

std::string CudaSDK::ptxas() const {
  std::string P = joinPath(Path, "bin", "ptxas");
  return sys::fs::can_execute(P) ? P : "";
}

std::string DeviceHeaders::describe() const {
  if (SDK)
    return "the CUDA " + SDK->versionString() + " SDK at " + SDK->Path;
  return "gpuperf's minimal device header gpuperf_cuda.h (no CUDA SDK: "
         "--cuda-path none, or none installed)";
}

std::string gpuperf::sdkCompatDir() {
  std::string Header = findDeviceHeader();
  if (Header.empty())
    return "";
  std::string Dir = joinPath(sys::path::parent_path(Header), "sdk-compat");
  return sys::fs::is_directory(Dir) ? Dir : "";
}

Expected<std::optional<CudaSDK>> gpuperf::findCudaSDK(StringRef Requested) {
  std::string Path = Requested.str(), From = "--cuda-path";
  for (const char *Var : {"GPUPERF_CUDA_PATH", "CUDA_PATH"}) {
    if (!Path.empty())
      break;
    if (const char *Env = std::getenv(Var); Env && *Env)
      Path = Env, From = std::string("$") + Var;
  }
  if (Path == "none")
    return std::nullopt;
  bool Explicit = !Path.empty();
  if (!Explicit)
    Path = "/usr/local/cuda";
  CudaSDK SDK{Path, cudaVersion(Path)};
  if (SDK.Version)
    return SDK;
  if (Explicit)
    return createStringError(inconvertibleErrorCode(),
                             From + " '" + Path +
                                 "' is not a CUDA SDK (no include/cuda.h "
                                 "defining CUDA_VERSION)");
  return std::nullopt;
}
