//===- IslPtr.h - Owning handles of ISL objects -----------------*- C++ -*-===//
//
// A move-only owner of one ISL object, like Polly's isl:: objects but without
// wrapping every operation: ISL calls keep their C signatures, and an object
// is freed when its owner goes, so an early return leaks nothing. Pass get()
// where ISL keeps an argument (__isl_keep), copy() or release() where it
// takes one (__isl_take); wrap what ISL gives (__isl_give) at once.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ISLPTR_H
#define GPUPERF_SYMBOLIC_ISLPTR_H

#include <isl/aff.h>
#include <isl/local_space.h>
#include <isl/map.h>
#include <isl/point.h>
#include <isl/set.h>
#include <isl/space.h>
#include <isl/val.h>

namespace gpuperf {

template <typename T, T *(*CopyFn)(T *), T *(*FreeFn)(T *)> class IslPtr {
public:
  IslPtr() = default;
  /// Takes ownership of P (null allowed: ISL's answer on error).
  explicit IslPtr(T *P) : P(P) {}
  IslPtr(IslPtr &&O) noexcept : P(O.release()) {}
  IslPtr &operator=(IslPtr &&O) noexcept {
    reset(O.release());
    return *this;
  }
  IslPtr(const IslPtr &) = delete;
  IslPtr &operator=(const IslPtr &) = delete;
  ~IslPtr() { FreeFn(P); } // ISL's free functions accept null

  T *get() const { return P; }
  /// A new reference for an ISL function that takes its argument.
  T *copy() const { return CopyFn(P); }
  /// Gives up ownership, for an ISL function that takes its argument.
  T *release() {
    T *R = P;
    P = nullptr;
    return R;
  }
  void reset(T *N = nullptr) {
    FreeFn(P);
    P = N;
  }
  explicit operator bool() const { return P != nullptr; }

private:
  T *P = nullptr;
};

using IslAff = IslPtr<isl_aff, isl_aff_copy, isl_aff_free>;
using IslBasicSet =
    IslPtr<isl_basic_set, isl_basic_set_copy, isl_basic_set_free>;
using IslLocalSpace =
    IslPtr<isl_local_space, isl_local_space_copy, isl_local_space_free>;
using IslMap = IslPtr<isl_map, isl_map_copy, isl_map_free>;
using IslPoint = IslPtr<isl_point, isl_point_copy, isl_point_free>;
using IslPwAff = IslPtr<isl_pw_aff, isl_pw_aff_copy, isl_pw_aff_free>;
using IslPwAffList =
    IslPtr<isl_pw_aff_list, isl_pw_aff_list_copy, isl_pw_aff_list_free>;
using IslSet = IslPtr<isl_set, isl_set_copy, isl_set_free>;
using IslSpace = IslPtr<isl_space, isl_space_copy, isl_space_free>;
using IslVal = IslPtr<isl_val, isl_val_copy, isl_val_free>;

} // namespace gpuperf

#endif
