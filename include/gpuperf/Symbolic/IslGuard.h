//===- IslGuard.h - ISL context and operations quota -------------*- C++
//-*-===//
//
// Every ISL call of gpuperf runs on an IslContext (ISL_ON_ERROR_CONTINUE, so an
// ISL error returns NULL instead of aborting the process) under an
// IslQuotaGuard (Polly's IslMaxOperationsGuard idea): the guard sets
// isl_ctx_set_max_operations for its scope, and afterwards says whether the
// quota was hit or ISL reported an error. Callers then fall back to a
// conservative answer and record failureReason() as an assumption.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ISLGUARD_H
#define GPUPERF_SYMBOLIC_ISLGUARD_H

#include <map>
#include <string>

struct isl_ctx;
struct isl_set;

namespace gpuperf {

/// Owns one isl_ctx configured to continue on error.
class IslContext {
public:
  IslContext();
  ~IslContext();
  IslContext(const IslContext &) = delete;
  IslContext &operator=(const IslContext &) = delete;
  isl_ctx *get() const { return Ctx; }
  /// The set ISL reads from Text (a copy to own; null where ISL cannot
  /// read it), read once per context: the accesses of a kernel share a few
  /// domains, and reading one costs more than the rest of a simple access.
  isl_set *readSet(const std::string &Text);

private:
  isl_ctx *Ctx;
  std::map<std::string, isl_set *> Sets;
};

/// Limits the ISL operations done while the guard lives.
class IslQuotaGuard {
public:
  IslQuotaGuard(isl_ctx *Ctx, unsigned long MaxOperations);
  ~IslQuotaGuard();
  IslQuotaGuard(const IslQuotaGuard &) = delete;
  IslQuotaGuard &operator=(const IslQuotaGuard &) = delete;

  /// True once the quota was exceeded or ISL reported any error in scope.
  bool failed() const;
  bool quotaExceeded() const;
  /// "ISL operation quota (N) exceeded" / "ISL error: <msg>" / "".
  std::string failureReason() const;

private:
  isl_ctx *Ctx;
  unsigned long PrevMax;
  unsigned long Max;
};

} // namespace gpuperf

#endif
