target triple = "x86_64-pc-linux-gnu"
define i32 @main() {
  ret i32 0
}
