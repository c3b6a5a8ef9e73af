// vector.print of vectors: 1-D, n-D (nested parentheses), 0-D, one lane, i1 and index
// lanes, and vectors computed by arithmetic.
func.func @main() {
  %v = arith.constant dense<[1, -2, 3]> : vector<3xi32>
  vector.print %v : vector<3xi32>
  %w = arith.constant dense<[[1.5, 2.0], [3.25, -4.0]]> : vector<2x2xf32>
  vector.print %w : vector<2x2xf32>
  %b = arith.constant dense<[[[true, false]], [[false, true]]]> : vector<2x1x2xi1>
  vector.print %b : vector<2x1x2xi1>
  %z = arith.constant dense<7.0> : vector<f64>
  vector.print %z : vector<f64>
  %one = arith.constant dense<-9> : vector<1xi64>
  vector.print %one : vector<1xi64>
  %ix = arith.constant dense<[-1, 5, 0, 9223372036854775807]> : vector<4xindex>
  vector.print %ix : vector<4xindex>
  %p = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf64>
  %q = arith.constant dense<[3.0, 7.0, -9.0, 0.5]> : vector<4xf64>
  %r = arith.divf %p, %q : vector<4xf64>
  vector.print %r : vector<4xf64>
  %s = arith.mulf %r, %r : vector<4xf64>
  vector.print %s : vector<4xf64>
  %i8 = arith.constant dense<[100, 27, -128, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : vector<16xi8>
  %i8b = arith.addi %i8, %i8 : vector<16xi8>
  vector.print %i8b : vector<16xi8>
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : vector<2x3xi16>
  %n = arith.muli %m, %m : vector<2x3xi16>
  vector.print %n : vector<2x3xi16>
  %f = arith.constant dense<[0.1, 0.2, 0.3]> : vector<3xf32>
  %g = arith.addf %f, %f : vector<3xf32>
  vector.print %g : vector<3xf32>
  %c = arith.cmpf olt, %f, %g : vector<3xf32>
  vector.print %c : vector<3xi1>
  %x = vector.extract %w[1] : vector<2xf32> from vector<2x2xf32>
  vector.print %x : vector<2xf32>
  %bc = vector.broadcast %x : vector<2xf32> to vector<3x2xf32>
  vector.print %bc : vector<3x2xf32>
  return
}
