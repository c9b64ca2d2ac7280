//===- IslGuard.cpp -------------------------------------------------------===//
#include "gpuperf/Symbolic/IslGuard.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

using namespace gpuperf;

IslContext::IslContext(unsigned long MaxOperations, std::string Scope,
                       unsigned long AllowanceWhenSpent,
                       unsigned AllowanceCalls)
    : Ctx(isl_ctx_alloc()), MaxOperations(MaxOperations),
      AllowanceWhenSpent(AllowanceWhenSpent), AllowanceCalls(AllowanceCalls),
      AllowanceCallsLeft(AllowanceCalls), Scope(std::move(Scope)) {
  isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
  isl_ctx_set_max_operations(Ctx, MaxOperations);
}

IslContext::~IslContext() {
  for (auto &[Text, S] : Sets)
    isl_set_free(S);
  isl_ctx_free(Ctx);
}

isl_set *IslContext::readSet(const std::string &Text) {
  auto It = Sets.find(Text);
  if (It == Sets.end()) {
    // Reading is bounded by the text. It is exempt from the quota because
    // ISL's parser reports a quota hit as a syntax error.
    unsigned long Max = isl_ctx_get_max_operations(Ctx);
    isl_ctx_set_max_operations(Ctx, 0);
    isl_set *S = isl_set_read_from_str(Ctx, Text.c_str());
    isl_ctx_set_max_operations(Ctx, Max);
    if (!S)
      return nullptr;
    It = Sets.emplace(Text, S).first;
  }
  return isl_set_copy(It->second);
}

IslQuotaGuard::IslQuotaGuard(IslContext &Context) : Context(Context) {
  isl_ctx_reset_error(Context.get());
  if (Context.QuotaSpent && Context.AllowanceWhenSpent) {
    OnAllowance = true;
    if (!Context.AllowanceCallsLeft) {
      NoAllowanceLeft = true; // the count stays over the quota: fails at once
      return;
    }
    --Context.AllowanceCallsLeft;
    isl_ctx_reset_operations(Context.get());
    isl_ctx_set_max_operations(Context.get(), Context.AllowanceWhenSpent);
  }
}

IslQuotaGuard::~IslQuotaGuard() {
  Context.QuotaSpent |= quotaExceeded();
  isl_ctx_reset_error(Context.get());
}

bool IslQuotaGuard::quotaExceeded() const {
  return isl_ctx_last_error(Context.get()) == isl_error_quota;
}

bool IslQuotaGuard::failed() const {
  return isl_ctx_last_error(Context.get()) != isl_error_none;
}

std::string IslQuotaGuard::failureReason() const {
  if (quotaExceeded() && NoAllowanceLeft)
    return "ISL operation quota (" + std::to_string(Context.maxOperations()) +
           " " + Context.scope() + ") spent, and so are the " +
           std::to_string(Context.AllowanceCalls) + " later calls allowed " +
           std::to_string(Context.AllowanceWhenSpent) + " operations each";
  if (quotaExceeded() && OnAllowance)
    return "ISL operation quota (" + std::to_string(Context.maxOperations()) +
           " " + Context.scope() + ") spent, and the " +
           std::to_string(Context.AllowanceWhenSpent) +
           " operations allowed to each later call exceeded";
  if (quotaExceeded())
    return "ISL operation quota (" + std::to_string(Context.maxOperations()) +
           " " + Context.scope() + ") exceeded";
  if (failed()) {
    const char *Msg = isl_ctx_last_error_msg(Context.get());
    return std::string("ISL error: ") + (Msg ? Msg : "unknown");
  }
  return "";
}
