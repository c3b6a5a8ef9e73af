// vector.print of scalars: integers of each width (sign-extended; i1 as 0/1; index as an
// unsigned 64-bit number), floats in %g form with their special values.
func.func @main() {
  %t = arith.constant true
  %f = arith.constant false
  vector.print %t : i1
  vector.print %f : i1
  %a = arith.constant -5 : i8
  %b = arith.constant 200 : i8
  %c = arith.constant 127 : i8
  vector.print %a : i8
  vector.print %b : i8
  vector.print %c : i8
  %d = arith.constant -300 : i16
  %e = arith.constant 65535 : i16
  vector.print %d : i16
  vector.print %e : i16
  %g = arith.constant -123456 : i32
  %h = arith.constant 2147483647 : i32
  vector.print %g : i32
  vector.print %h : i32
  %i = arith.constant -9223372036854775808 : i64
  %j = arith.constant 9223372036854775807 : i64
  vector.print %i : i64
  vector.print %j : i64
  %k = arith.constant -1 : index
  %l = arith.constant 42 : index
  vector.print %k : index
  vector.print %l : index
  %f1 = arith.constant 0.1 : f32
  %f2 = arith.constant 1.0e20 : f32
  %f3 = arith.constant -3.40282347e+38 : f32
  %f4 = arith.constant 1.0e-40 : f32
  %f5 = arith.constant 123456.0 : f32
  %f6 = arith.constant 1234567.0 : f32
  vector.print %f1 : f32
  vector.print %f2 : f32
  vector.print %f3 : f32
  vector.print %f4 : f32
  vector.print %f5 : f32
  vector.print %f6 : f32
  %d1 = arith.constant 0.1 : f64
  %d2 = arith.constant -1234567.875 : f64
  %d3 = arith.constant 1.0e-5 : f64
  %d4 = arith.constant 0.0001 : f64
  %d5 = arith.constant 999999.5 : f64
  %d6 = arith.constant 2.5e-308 : f64
  %d7 = arith.constant 4.9406564584124654e-324 : f64
  %d8 = arith.constant 1.7976931348623157e308 : f64
  vector.print %d1 : f64
  vector.print %d2 : f64
  vector.print %d3 : f64
  vector.print %d4 : f64
  vector.print %d5 : f64
  vector.print %d6 : f64
  vector.print %d7 : f64
  vector.print %d8 : f64
  %z = arith.constant -0.0 : f64
  %zf = arith.constant 0.0 : f32
  %inf = arith.constant 0x7FF0000000000000 : f64
  %ninf = arith.constant 0xFF800000 : f32
  %nan = arith.constant 0x7FF8000000000000 : f64
  %nnan = arith.constant 0xFFF8000000000000 : f64
  %nnanf = arith.constant 0xFFC00000 : f32
  vector.print %z : f64
  vector.print %zf : f32
  vector.print %inf : f64
  vector.print %ninf : f32
  vector.print %nan : f64
  vector.print %nnan : f64
  vector.print %nnanf : f32
  return
}
