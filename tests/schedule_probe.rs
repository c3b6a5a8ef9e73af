//! Scratch probe (temporary).
use std::path::Path;
use tessera::ir::{parse, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::transforms::schedule::{model, pluto, verify};

#[test]
fn probe() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let mut names: Vec<_> = std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).collect();
    names.sort();
    let only = std::env::var("K").ok();
    for p in names {
        let k = p.file_stem().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| *o != k) { continue; }
        let reg = Registry::standard();
        let src = std::fs::read_to_string(&p).unwrap();
        let m = parse(&src, reg).unwrap();
        for func in tessera::transforms::pass::functions(&m) {
            let fname = tessera::transforms::loops::function_name(&m, func).unwrap_or_default();
            if !fname.starts_with("kernel") { continue; }
            let (regions, skipped) = model::find_regions(&m, func);
            for s in &skipped { println!("{k}: skipped: {}", s.reason); }
            for r in regions {
                let t0 = std::time::Instant::now();
                let mut b = Budget::new(50_000_000);
                let scop = match model::build_scop(&m, reg, &r, &mut b) {
                    Ok(s) => s,
                    Err(e) => { println!("{k}: unmodelled: {}", e.reason); continue; }
                };
                let sched = pluto::schedule(&scop, pluto::Options::default(), &mut b);
                match sched {
                    Err(e) => println!("{k}: {} stmts {} deps: FAIL {}", scop.stmts.len(), scop.deps.len(), e.0),
                    Ok(s) => {
                        let maps: Vec<_> = s.rows.iter().enumerate().map(|(i, r)| verify::StmtMap::plain(scop.stmts[i].depth(), r.clone())).collect();
                        let v = verify::verify(&scop, &maps, &mut b);
                        println!("{k}: {} stmts {} deps levels {:?} verify {} in {:?}", scop.stmts.len(), scop.deps.len(),
                          s.levels.iter().map(|l| if l.scalar {"s".to_string()} else {format!("b{}", l.band)}).collect::<Vec<_>>(), v.len(), t0.elapsed());
                        for (i, rows) in s.rows.iter().enumerate() {
                            println!("   S{i}: {:?}", rows.iter().map(|r| r.iter().map(|x| x.to_string()).collect::<Vec<_>>().join(",")).collect::<Vec<_>>());
                        }
                    }
                }
            }
        }
    }
}
