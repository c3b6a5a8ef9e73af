use tessera_dependence::{analyze, Options, DepthResult};
use tessera_polyhedral::{budget::Budget, integer, lexopt};
#[test]
fn dbg() {
    let src = std::fs::read_to_string("/tmp/dbg/in.mlir").unwrap();
    let reg = tessera_ir::Registry::standard();
    let m = tessera_ir::parse(&src, reg).unwrap();
    let a = analyze(&m, reg, &Options::default()).unwrap();
    for p in &a.pairs {
        for (d, r) in p.depths.iter().enumerate() {
            if let DepthResult::Unknown(w) = r {
                println!("pair {} {} depth {} {w}", p.src, p.dst, d + 1);
                let sys = p.system.as_ref().unwrap();
                for s in sys.at_depth(d + 1) {
                    let mut b = Budget::new(4_000_000);
                    let r = integer::sample(&s, &mut b);
                    println!("nvars {} eqs {} ineqs {} sample {:?} used {}", s.nvars(), s.eqs.len(), s.ineqs.len(), r.is_ok(), 4_000_000 - b.remaining());
                    if let Ok(Some(_)) = r {
                        for k in 0..sys.common {
                            let mut obj = vec![tessera_polyhedral::int::Int::zero(); s.nvars() + 1];
                            obj[sys.n1 + k] = 1.into(); obj[k] = (-1).into();
                            let mut b = Budget::new(4_000_000);
                            let r = lexopt::minimize(&s, &obj, &mut b);
                            println!("  min k={k} {:?} used {}", r.as_ref().map(|x| match x { lexopt::IntOpt::Value(v,_) => v.to_string(), o => format!("{o:?}") }), 4_000_000 - b.remaining());
                            if r.is_err() { println!("{:?}", s); }
                        }
                    }
                }
            }
        }
    }
}
