//===- IslGuard.cpp -------------------------------------------------------===//
#include "gpuperf/Symbolic/IslGuard.h"

#include <isl/ctx.h>
#include <isl/options.h>
#include <isl/set.h>

using namespace gpuperf;

IslContext::IslContext() : Ctx(isl_ctx_alloc()) {
  isl_options_set_on_error(Ctx, ISL_ON_ERROR_CONTINUE);
}

IslContext::~IslContext() {
  for (auto &[Text, S] : Sets)
    isl_set_free(S);
  isl_ctx_free(Ctx);
}

isl_set *IslContext::readSet(const std::string &Text) {
  auto It = Sets.find(Text);
  if (It == Sets.end()) {
    isl_set *S = isl_set_read_from_str(Ctx, Text.c_str());
    if (!S)
      return nullptr;
    It = Sets.emplace(Text, S).first;
  }
  return isl_set_copy(It->second);
}

IslQuotaGuard::IslQuotaGuard(isl_ctx *Ctx, unsigned long MaxOperations)
    : Ctx(Ctx), PrevMax(isl_ctx_get_max_operations(Ctx)), Max(MaxOperations) {
  isl_ctx_reset_error(Ctx);
  isl_ctx_reset_operations(Ctx);
  isl_ctx_set_max_operations(Ctx, MaxOperations);
}

IslQuotaGuard::~IslQuotaGuard() {
  isl_ctx_set_max_operations(Ctx, PrevMax);
  isl_ctx_reset_operations(Ctx);
  isl_ctx_reset_error(Ctx);
}

bool IslQuotaGuard::quotaExceeded() const {
  return isl_ctx_last_error(Ctx) == isl_error_quota;
}

bool IslQuotaGuard::failed() const {
  return isl_ctx_last_error(Ctx) != isl_error_none;
}

std::string IslQuotaGuard::failureReason() const {
  if (quotaExceeded())
    return "ISL operation quota (" + std::to_string(Max) + ") exceeded";
  if (failed()) {
    const char *Msg = isl_ctx_last_error_msg(Ctx);
    return std::string("ISL error: ") + (Msg ? Msg : "unknown");
  }
  return "";
}
