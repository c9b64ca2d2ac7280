//===- IslGuard.h - ISL context and operations quota -------------*- C++
//-*-===//
//
// Every ISL call of gpuperf runs on an IslContext (ISL_ON_ERROR_CONTINUE, so an
// ISL error returns NULL instead of aborting the process) under an
// IslQuotaGuard (Polly's IslMaxOperationsGuard idea). The operations quota
// belongs to the context and is never reset: all the calls made on one
// context share it. A kernel's accesses share one context, and its branches
// another, so the ISL work of a kernel is bounded however many guarded
// accesses or divergent branches it has; once the quota is spent, every later
// ISL operation on the context fails at once. The guard scopes one call: it
// clears the errors of earlier calls and afterwards says whether this call hit
// the quota or an ISL error. Callers then fall back to a conservative answer
// and record failureReason() as an assumption. A context may keep a small
// allowance per call once its quota is spent, so that the simple accesses
// after an expensive one (about a thousand operations each) stay exact.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_SYMBOLIC_ISLGUARD_H
#define GPUPERF_SYMBOLIC_ISLGUARD_H

#include <map>
#include <string>

struct isl_ctx;
struct isl_set;

namespace gpuperf {

/// Owns one isl_ctx configured to continue on error, with the quota of ISL
/// operations (0: none) shared by every call made on it, and the operations
/// each of the next AllowanceCalls calls may still use once it is spent
/// (0: none), so that the total stays bounded. Scope names the work
/// the quota covers in messages ("per kernel").
class IslContext {
public:
  explicit IslContext(unsigned long MaxOperations = 0,
                      std::string Scope = "per call",
                      unsigned long AllowanceWhenSpent = 0,
                      unsigned AllowanceCalls = 0);
  ~IslContext();
  IslContext(const IslContext &) = delete;
  IslContext &operator=(const IslContext &) = delete;
  isl_ctx *get() const { return Ctx; }
  /// The set ISL reads from Text (a copy to own; null where ISL cannot
  /// read it), read once per context: the accesses of a kernel share a few
  /// domains, and reading one costs more than the rest of a simple access.
  /// Reading is not counted against the quota.
  isl_set *readSet(const std::string &Text);
  unsigned long maxOperations() const { return MaxOperations; }
  const std::string &scope() const { return Scope; }
  /// Some call hit the quota: later calls get only the allowance.
  bool quotaSpent() const { return QuotaSpent; }

private:
  friend class IslQuotaGuard;
  isl_ctx *Ctx;
  unsigned long MaxOperations, AllowanceWhenSpent;
  unsigned AllowanceCalls, AllowanceCallsLeft;
  std::string Scope;
  bool QuotaSpent = false;
  std::map<std::string, isl_set *> Sets;
};

/// One call's scope on a context: clears the errors of earlier calls (not
/// the operations they used) and reports this call's failure.
class IslQuotaGuard {
public:
  explicit IslQuotaGuard(IslContext &Context);
  ~IslQuotaGuard();
  IslQuotaGuard(const IslQuotaGuard &) = delete;
  IslQuotaGuard &operator=(const IslQuotaGuard &) = delete;

  /// True once the quota was exceeded or ISL reported any error in scope.
  bool failed() const;
  bool quotaExceeded() const;
  /// "ISL operation quota (N per kernel) exceeded" / "ISL error: <msg>" /
  /// "".
  std::string failureReason() const;

private:
  IslContext &Context;
  bool OnAllowance = false;     ///< opened after the quota was spent
  bool NoAllowanceLeft = false; ///< ... and after the allowed calls
};

} // namespace gpuperf

#endif
