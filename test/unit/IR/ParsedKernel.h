//===- ParsedKernel.h - A kernel parsed from IR text for unit tests -*- C++
//-*-===//
#ifndef GPUPERF_TEST_PARSEDKERNEL_H
#define GPUPERF_TEST_PARSEDKERNEL_H

#include "llvm/Analysis/LoopInfo.h"
#include "llvm/AsmParser/Parser.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/SourceMgr.h"

#include <gtest/gtest.h>

#include <memory>
#include <string>

namespace gpuperf {
namespace test {

/// Function \p Name of a module parsed from IR text, with its dominator
/// tree and loops; a parse error or a missing function is a test failure
/// (F stays null).
struct ParsedKernel {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M;
  llvm::Function *F = nullptr;
  std::unique_ptr<llvm::DominatorTree> DT;
  std::unique_ptr<llvm::LoopInfo> LI;

  explicit ParsedKernel(const std::string &IR, const std::string &Name = "k") {
    llvm::SMDiagnostic Err;
    M = llvm::parseAssemblyString(IR, Err, Ctx);
    if (!M) {
      ADD_FAILURE() << Err.getMessage().str();
      return;
    }
    F = M->getFunction(Name);
    if (!F) {
      ADD_FAILURE() << "no function @" << Name;
      return;
    }
    DT = std::make_unique<llvm::DominatorTree>(*F);
    LI = std::make_unique<llvm::LoopInfo>(*DT);
  }

  /// The instruction named %Name.
  const llvm::Value *value(llvm::StringRef Name) const {
    if (F)
      for (const llvm::Instruction &I : llvm::instructions(*F))
        if (I.getName() == Name)
          return &I;
    ADD_FAILURE() << "no value %" << Name.str();
    return nullptr;
  }
};

} // namespace test
} // namespace gpuperf

#endif
