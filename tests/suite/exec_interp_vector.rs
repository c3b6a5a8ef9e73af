//! Vector operations in the interpreter, with results derived by hand: transfers with
//! out-of-bounds lanes (padding on read, skipped on write), in-bounds claims that are false
//! (an error), reductions, extract and broadcast.

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::ExecErrorKind;
use tessera::ir::{parse, verify, Registry};

const SRC: &str = r#"func.func @f(%A: memref<5xf32>) -> (f32, f32, f32) {
  affine.for %k = 0 to 5 {
    %k32 = arith.index_cast %k : index to i32
    %kf = arith.sitofp %k32 : i32 to f32
    affine.store %kf, %A[%k] : memref<5xf32>
  }
  %pad = arith.constant -1.0 : f32
  %c3 = arith.constant 3 : index
  %v = vector.transfer_read %A[%c3], %pad : memref<5xf32>, vector<4xf32>
  %s = vector.reduction <add>, %v : vector<4xf32> into f32
  %x = vector.extract %v[1] : f32 from vector<4xf32>
  %seven = arith.constant 7.0 : f32
  %w = vector.broadcast %seven : f32 to vector<4xf32>
  vector.transfer_write %w, %A[%c3] : vector<4xf32>, memref<5xf32>
  %c4 = arith.constant 4 : index
  %y = memref.load %A[%c4] : memref<5xf32>
  return %s, %x, %y : f32, f32, f32
}
"#;

fn run(src: &str) -> Result<(Vec<ArgValue>, Vec<ArgValue>), tessera::codegen::Error> {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    let mut args: Vec<ArgValue> = entry_args(&m, "f", Fill::Zero, &[])?
        .into_iter()
        .map(|a| a.value)
        .collect();
    let r = interp::run(&m, "f", &mut args)?;
    Ok((args, r))
}

#[test]
fn transfers_pad_and_mask_out_of_bounds_lanes() {
    // A = [0, 1, 2, 3, 4]; reading 4 lanes at 3 gives [3, 4, pad, pad] = [3, 4, -1, -1]:
    // sum 5, lane 1 is 4. Writing [7, 7, 7, 7] at 3 writes lanes 0 and 1 only: A = [0, 1, 2, 7, 7].
    let (args, res) = run(SRC).unwrap();
    assert_eq!(
        res,
        vec![ArgValue::F32(5.0), ArgValue::F32(4.0), ArgValue::F32(7.0)]
    );
    let a = args[0].as_buffer().unwrap();
    let vals: Vec<f64> = (0..5).map(|k| a.get_f64(k).unwrap()).collect();
    assert_eq!(vals, vec![0.0, 1.0, 2.0, 7.0, 7.0]);
}

#[test]
fn false_in_bounds_claim_is_an_error() {
    // With in_bounds = [true], lane 2 reads A[5]: out of bounds, reported at the read (9:8).
    let src = SRC.replace(
        "%A[%c3], %pad : memref<5xf32>, vector<4xf32>",
        "%A[%c3], %pad {in_bounds = [true]} : memref<5xf32>, vector<4xf32>",
    );
    let e = run(&src).unwrap_err();
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::OutOfBounds));
    assert_eq!(e.op(), Some("vector.transfer_read"));
    let p = e.pos().unwrap();
    assert_eq!((p.line, p.col), (9, 8));
}
