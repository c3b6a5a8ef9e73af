use tessera_polyhedral::{budget::Budget, integer, simplex, linear::System, int::Int};
#[test]
fn dbg2() {
    let ineqs: Vec<Vec<i64>> = vec![vec![1,0,0,0,0,0,-2,0,0,0,0],vec![-1,0,0,0,0,0,2,0,0,0,1],vec![1,0,0,0,0,0,0,-3,0,0,0],vec![-1,0,0,0,0,0,0,3,0,0,2],vec![1,0,0,0,0,0,0,0,0,0,0],vec![-1,0,0,0,0,0,0,0,0,0,5],vec![0,1,0,0,0,0,0,0,0,0,-1],vec![0,-1,0,0,0,0,0,0,0,0,3],vec![0,0,1,0,0,0,0,0,0,0,-1],vec![1,0,-1,0,0,0,0,0,0,0,1],vec![0,-1,1,0,0,0,1,0,0,0,1],vec![0,0,0,1,0,0,0,0,-2,0,0],vec![0,0,0,-1,0,0,0,0,2,0,1],vec![0,0,0,1,0,0,0,0,0,-3,0],vec![0,0,0,-1,0,0,0,0,0,3,2],vec![0,0,0,1,0,0,0,0,0,0,0],vec![0,0,0,-1,0,0,0,0,0,0,5],vec![0,0,0,0,1,0,0,0,0,0,-1],vec![0,0,0,0,-1,0,0,0,0,0,3],vec![0,0,0,0,0,1,0,0,0,0,-1],vec![0,0,0,1,0,-1,0,0,0,0,1],vec![0,0,0,0,-1,1,0,0,1,0,1],vec![-1,0,0,1,0,0,0,0,0,0,-1]];
    let mut s = System::new(10);
    s.add_eq_i64(&[-1,2,1,1,-2,-1,0,1,0,-1,0]);
    for r in &ineqs { s.add_ineq_i64(r); }
    let mut obj = vec![Int::zero(); 11]; obj[5] = 1.into(); obj[2] = (-1).into();
    let mut b = Budget::new(4_000_000);
    let r = simplex::minimize(&s, &obj, &mut b);
    println!("simplex {:?} used {}", r.is_ok(), 4_000_000 - b.remaining());
    for mid in -6..6 {
        let mut p = s.clone();
        let mut row: Vec<Int> = obj.iter().map(|c| -c).collect();
        row[10] = &row[10] + &Int::from(mid);
        p.add_ineq(row);
        let mut b = Budget::new(4_000_000);
        let r = integer::sample(&p, &mut b);
        println!("mid {mid} {:?} used {}", r.map(|x| x.is_some()), 4_000_000 - b.remaining());
    }
}
