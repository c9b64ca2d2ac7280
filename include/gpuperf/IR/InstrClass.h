//===- InstrClass.h - Operation classes the models cost ----------*- C++
//-*-===//
//
// Every IR instruction maps to one class; each class has a latency and a
// throughput in the GPU spec. Hardware-independent: no spec is read here.
//
//===----------------------------------------------------------------------===//
#ifndef GPUPERF_IR_INSTRCLASS_H
#define GPUPERF_IR_INSTRCLASS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"

namespace llvm {
class Instruction;
}

namespace gpuperf {

enum class InstrClass : unsigned {
  IntAdd, ///< add/sub/logic/shift/compare/select/mov: the integer ALU
  IntMul,
  IntMad,
  IntDiv,
  IntRem,
  FP32Add, ///< fadd/fsub/fcmp/fneg/fabs/min/max
  FP32Mul,
  FP32Fma,
  FP32Div,
  FP64Add,
  FP64Mul,
  FP64Fma,
  Conversion, ///< int<->fp, fp32<->fp64
  Rcp,
  Sqrt,
  Rsqrt,
  SinCos,
  Lg2,
  Ex2,
  Branch,
  Barrier,
  GlobalMem, ///< ld/st/atom .global (also generic pointers to global)
  LocalMem,  ///< allocas, spills
  SharedMem,
  ConstantMem,
  Shuffle, ///< shfl, vote, match
  /// Warp-wide matrix multiply-accumulates (wmma.mma, mma.sync), one class
  /// per tensor-core rate; their unit is a multiply-add, not an instruction.
  TensorF16,      ///< FP16 inputs, FP32 accumulator
  TensorF16Acc16, ///< FP16 inputs, FP16 accumulator
  TensorBF16,
  TensorTF32,
  TensorInt8,
  TensorFP8,
  TensorOther, ///< int4, binary, fp64: no sourced rate
  Other, ///< free at this level (phi, bitcast, GEP folded into addressing)
  NumClasses
};

constexpr unsigned NumInstrClasses = unsigned(InstrClass::NumClasses);

/// Stable lower-case name ("fp32_fma"); matches the spec's latency keys where
/// one exists.
llvm::StringRef instrClassName(InstrClass C);

/// Classifies one instruction. Memory instructions go to the class of their
/// address space; instructions that emit no machine code give Other. An
/// add the backend contracts with a multiply is an fma, and a multiply all
/// of whose uses contract it is Other (fusedMultiplyOf).
InstrClass classifyInstruction(const llvm::Instruction &I);

/// The multiply the NVPTX backend fuses fadd/fsub \p I with into one fma
/// (its DAG combiner's rule: both `contract`, in one block, the operand with
/// fewer uses when both qualify, never m + m), or null. Not followed: the
/// reassociation -ffast-math allows (a * b + c * d + e as two fmas), and
/// an add the backend's speculative execution hoists beside its product.
const llvm::Instruction *fusedMultiplyOf(const llvm::Instruction &I);

bool isTensorClass(InstrClass C);

/// Instructions of one class in a lowered sequence.
struct SequencePart {
  InstrClass Class;
  unsigned Count;
};

/// The machine instructions a 32-bit integer division or remainder by a
/// run-time value executes, by class (what the GPU's pipes see; its
/// latency stays the measured one of IntDiv/IntRem); empty for any other
/// instruction, a 64-bit one included.
llvm::ArrayRef<SequencePart> divisionSequence(const llvm::Instruction &I);

/// The units of class C one execution of I performs: multiply-adds for a
/// tensor class, else 1 (one warp instruction).
double unitsPerInstruction(const llvm::Instruction &I, InstrClass C);

/// An NVVM intrinsic that classifyInstruction() gives Other although it
/// emits machine code: a cost the models do not know, which must be stated.
/// (Inline assembly and calls are stated by the call-graph walk; debug,
/// assume-like and lifetime intrinsics cost nothing.)
bool isUnmodelledIntrinsic(const llvm::Instruction &I);

} // namespace gpuperf

#endif
