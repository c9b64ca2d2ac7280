#!/usr/bin/env python3
"""Writes future-epoch.bc: a bitcode file as a future LLVM would start it.

LLVM bitcode begins with an IDENTIFICATION block holding the producer string
and an "epoch" that changes only when the format breaks compatibility; LLVM 19
(epoch 0) refuses any other epoch with "Incompatible epoch".  This writes the
magic 'BC' 0xC0DE, an IDENTIFICATION block (producer "LLVM99.0.0", epoch 1)
and an empty MODULE block, with the bitstream rules of
llvm/Bitstream/BitstreamWriter.h (abbrev width 2 at top level).
"""
import sys

class Bits:
    def __init__(self):
        self.bits = []
    def emit(self, value, width):
        for i in range(width):
            self.bits.append((value >> i) & 1)
    def vbr(self, value, width):
        hi = 1 << (width - 1)
        while value >= hi:
            self.emit((value & (hi - 1)) | hi, width)
            value >>= width - 1
        self.emit(value, width)
    def align32(self):
        while len(self.bits) % 32:
            self.bits.append(0)
    def to_bytes(self):
        out = bytearray()
        for i in range(0, len(self.bits), 8):
            byte = 0
            for j, b in enumerate(self.bits[i:i + 8]):
                byte |= b << j
            out.append(byte)
        return bytes(out)

def block(w, outer_width, block_id, body):
    """ENTER_SUBBLOCK with abbrev width 3, body(w) writes records, END_BLOCK."""
    w.emit(1, outer_width)          # ENTER_SUBBLOCK
    w.vbr(block_id, 8)
    w.vbr(3, 4)                     # inner abbrev width
    w.align32()
    size_at = len(w.bits)
    w.emit(0, 32)                   # block length in words, patched below
    start = len(w.bits)
    body(w)
    w.emit(0, 3)                    # END_BLOCK
    w.align32()
    words = (len(w.bits) - start) // 32
    for i in range(32):
        w.bits[size_at + i] = (words >> i) & 1

def record(w, code, ops):
    w.emit(3, 3)                    # UNABBREV_RECORD
    w.vbr(code, 6)
    w.vbr(len(ops), 6)
    for op in ops:
        w.vbr(op, 6)

def main():
    w = Bits()
    for byte in b'BC\xc0\xde':
        w.emit(byte, 8)
    IDENTIFICATION_BLOCK_ID, MODULE_BLOCK_ID = 13, 8
    IDENTIFICATION_CODE_STRING, IDENTIFICATION_CODE_EPOCH = 1, 2
    block(w, 2, IDENTIFICATION_BLOCK_ID, lambda w: (
        record(w, IDENTIFICATION_CODE_STRING, list(b'LLVM99.0.0')),
        record(w, IDENTIFICATION_CODE_EPOCH, [1])))
    block(w, 2, MODULE_BLOCK_ID, lambda w: record(w, 1, [2]))  # MODULE_CODE_VERSION 2
    sys.stdout.buffer.write(w.to_bytes())

if __name__ == '__main__':
    main()
