// Empty stand-in for the header CUDA 13 removed. Clang 19's CUDA runtime
// wrapper (__clang_cuda_runtime_wrapper.h) still includes
// texture_fetch_functions.h; gpuperf puts this directory first on the include
// path when it compiles a .cu against a CUDA 13 SDK, so that the wrapper finds
// this file and the SDK's own headers compile. Texture fetches are not
// available that way (CUDA 13 removed the texture reference API).
