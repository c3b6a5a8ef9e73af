// Random prints (seed 3 of the generator of tests/suite/vector_print_exec.rs).
func.func @main() {
  %v0 = arith.constant dense<[[[-413]], [[599]]]> : vector<2x1x1xi64>
  %w0 = arith.muli %v0, %v0 : vector<2x1x1xi64>
  vector.print %w0 : vector<2x1x1xi64> punctuation <no_punctuation>
  %v1 = arith.constant dense<[true, true]> : vector<2xi1>
  vector.print %v1 : vector<2xi1> punctuation <comma>
  %s2 = arith.constant 2 : i32
  vector.print %s2 : i32 punctuation <close>
  %s3 = arith.constant true
  vector.print %s3 : i1 punctuation <comma>
  %v4 = arith.constant dense<[-968, -1785146481]> : vector<2xi32>
  %w4 = arith.subi %v4, %v4 : vector<2xi32>
  vector.print %w4 : vector<2xi32> punctuation <open>
  vector.print punctuation <comma>
  vector.print punctuation <open>
  %v7 = arith.constant dense<[[[962, -18], [-6002022037322322253, -8], [3152989292999345186, 5]], [[211, -5], [-4289968062157106338, 870], [-1, 9]], [[4, 9059081591687278512], [2597748143813711489, 6425006956654349804], [3820945418669196135, 7]]]> : vector<3x3x2xindex>
  %w7 = arith.addi %v7, %v7 : vector<3x3x2xindex>
  vector.print %w7 : vector<3x3x2xindex> punctuation <close>
  %s8 = arith.constant -884 : i16
  vector.print %s8 : i16 punctuation <comma>
  %v9 = arith.constant dense<[[530, -561, 501, -9], [289, -6279007696793804058, 7532106485014982412, 7], [-924, -2, 5087287867116068791, -2421778906829792894]]> : vector<3x4xindex>
  vector.print %v9 : vector<3x4xindex> punctuation <close>
  %s10 = arith.constant -1 : i64
  vector.print %s10 : i64 punctuation <open>
  %s11 = arith.constant 8 : i16
  vector.print %s11 : i16 punctuation <comma>
  %v12 = arith.constant dense<[[[-7], [-908], [-21322901], [-1911718706]], [[1119745194], [5], [-2036367377], [-1408729101]], [[-9], [-40], [-9], [38997277]]]> : vector<3x4x1xi32>
  %w12 = arith.subi %v12, %v12 : vector<3x4x1xi32>
  vector.print %w12 : vector<3x4x1xi32> punctuation <open>
  %v13 = arith.constant dense<[478]> : vector<1xindex>
  vector.print %v13 : vector<1xindex> punctuation <comma>
  vector.print str "{}"
  %v15 = arith.constant dense<[[85, 124, -3], [-4, -7, -113], [-119, 127, -48]]> : vector<3x3xi8>
  %w15 = arith.addi %v15, %v15 : vector<3x3xi8>
  vector.print %w15 : vector<3x3xi8> punctuation <open>
  %v16 = arith.constant dense<[[[-9213334497011089113, 347], [-6, 6978110279094046312], [-1, -189]], [[-340, 1695686955579355451], [-3118656457962178463, 54], [-8, -113]]]> : vector<2x3x2xindex>
  vector.print %v16 : vector<2x3x2xindex> punctuation <close>
  %v17 = arith.constant dense<[-534, -482]> : vector<2xi16>
  vector.print %v17 : vector<2xi16> punctuation <close>
  %v18 = arith.constant dense<[6.8598047e2, 9.9023145e2, -6.64e2]> : vector<3xf32>
  %w18 = arith.addf %v18, %v18 : vector<3xf32>
  vector.print %w18 : vector<3xf32> punctuation <open>
  %s19 = arith.constant 2 : i32
  vector.print %s19 : i32 punctuation <comma>
  %s20 = arith.constant 0 : i64
  vector.print %s20 : i64 punctuation <close>
  %v21 = arith.constant dense<[[-18, 4, -37, -7], [-1, 122, 1, -16], [-122, 93, 13, 39], [9, 37, -59, -29]]> : vector<4x4xi8>
  vector.print %v21 : vector<4x4xi8> punctuation <close>
  %v22 = arith.constant dense<[[7040259747263231289, -1, 5], [3, 867, 3], [-911, -2775646200744497362, 1], [815, -847, 7]]> : vector<4x3xindex>
  %w22 = arith.muli %v22, %v22 : vector<4x3xindex>
  vector.print %w22 : vector<4x3xindex> punctuation <open>
  %v23 = arith.constant dense<[333, -8]> : vector<2xi32>
  vector.print %v23 : vector<2xi32> punctuation <no_punctuation>
  %v24 = arith.constant dense<[[[1.0229019714285715e7, 1.98359375e1, -3.06e2, 0.0e0], [0.0e0, 3.225e20, 7.419182485714285e7, -8.29e2], [3.6950000000000004e-13, 3.15e2, 0.0e0, 5.853271484375e2], [-1.625393713062889e-108, 9.350000000000002e-28, -5.64e2, 0.0e0]], [[1.725e12, -4.91e2, 1.39e2, 0.0e0], [0.0e0, 4.05e28, 4.78275390625e2, 1.77880859375e2], [0.0e0, 0.0e0, -8.91e2, 9.295e17], [4.160524828571428e7, 0.0e0, 0.0e0, 0.0e0]], [[0.0e0, 1.4802502337836079e-233, 4.0399925714285714e6, 6.355e26], [2.8073831428571427e6, 3.862197265625e2, 7.215e10, 0.0e0], [5.725e-12, -1.073088668539193e-206, -1.1109005e7, 7.36e2], [-9.62e2, 9.425e-1, 0.0e0, 0.0e0]]]> : vector<3x4x4xf64>
  vector.print %v24 : vector<3x4x4xf64> punctuation <newline>
  %s25 = arith.constant 9.558564453125e2 : f64
  vector.print %s25 : f64 punctuation <open>
  %v26 = arith.constant dense<[1353, 5, 371, 350]> : vector<4xi16>
  vector.print %v26 : vector<4xi16> punctuation <open>
  %v27 = arith.constant dense<[0]> : vector<1xi16>
  %w27 = arith.subi %v27, %v27 : vector<1xi16>
  vector.print %w27 : vector<1xi16> punctuation <open>
  vector.print str "%d %d {}"
  %v29 = arith.constant dense<-5956186698675026257> : vector<i64>
  vector.print %v29 : vector<i64>
  %s30 = arith.constant 2 : i16
  vector.print %s30 : i16
  %s31 = arith.constant 842174538873245908 : i64
  vector.print %s31 : i64
  %v32 = arith.constant dense<[[[-4630570198209099476, -3], [-924, 6], [-872, -937], [7, -4782996274826473202]], [[5376900981096765410, 4541771326155608175], [-8695449021937060300, 0], [-6, -6], [-1, 693]], [[77, -9035991136964769861], [-3, -156], [-5940647288734973020, -7], [368, -468]], [[-918656264327740818, 9], [7, -224420119051635879], [-6, -123], [-634, -389]]]> : vector<4x4x2xindex>
  %w32 = arith.muli %v32, %v32 : vector<4x4x2xindex>
  vector.print %w32 : vector<4x4x2xindex> punctuation <open>
  %v33 = arith.constant dense<[[[0.0e0, 4.7212011428571425e7, 2.4364052549820013e-77], [6.87e2, 2.405e-14, 8.73e2], [-4.391322785714286e7, 3.05e14, 3.3949922571428575e7]], [[-9.06e2, -7.85e2, 0.0e0], [9.163495900059308e-215, -1.7153851525991917e-250, 1.2499999999999999e-5], [8.84e2, 1.0871089608139609e-175, -9.58e2]], [[3.138972585714286e7, 1.01153515625e3, 2.275e22], [3.030849609375e2, 5.605654296875e2, 1.9965416511032676e-55], [8.6e2, 7.86490234375e2, 2.14565168231107e-155]]]> : vector<3x3x3xf64>
  vector.print %v33 : vector<3x3x3xf64> punctuation <close>
  %v34 = arith.constant dense<[-7120022157883873538]> : vector<1xi64>
  vector.print %v34 : vector<1xi64> punctuation <no_punctuation>
  %v35 = arith.constant dense<[[935, 0, -4], [-7683, 683, -24612], [-3, 889, -4]]> : vector<3x3xi16>
  vector.print %v35 : vector<3x3xi16> punctuation <comma>
  vector.print str "%d \t|"
  %v37 = arith.constant dense<false> : vector<i1>
  vector.print %v37 : vector<i1> punctuation <comma>
  %s38 = arith.constant 9 : i16
  vector.print %s38 : i16 punctuation <close>
  %s39 = arith.constant 7.065e4 : f32
  vector.print %s39 : f32 punctuation <close>
  %s40 = arith.constant 1025697183678974030 : index
  vector.print %s40 : index punctuation <comma>
  %v41 = arith.constant dense<[-9.45e2, 1.0e1, 5.004921875e2, 4.719154857142857e6]> : vector<4xf64>
  vector.print %v41 : vector<4xf64> punctuation <open>
  %v42 = arith.constant dense<[[2], [-3992745681088676635], [7], [3957816597571264911]]> : vector<4x1xindex>
  vector.print %v42 : vector<4x1xindex>
  %v43 = arith.constant dense<[-1.939721985714286e7, -2.67e2, 0.0e0]> : vector<3xf64>
  vector.print %v43 : vector<3xf64>
  %s44 = arith.constant -2.2159164e7 : f32
  vector.print %s44 : f32 punctuation <no_punctuation>
  %v45 = arith.constant dense<[[[3.422461e1, -8.23e2, 7.44e2], [3.3593457e2, 0.0e0, -1.5600889e7]], [[4.515e4, 3.15e-12, 5.415e-23], [1.1e2, -9.87e2, 3.7833252e7]], [[0.0e0, 1.335e4, -2.19e2], [0.0e0, -0.0e0, 9.56e2]], [[0.0e0, 8.605e-23, 0.0e0], [0.0e0, -1.3507559e7, 6.33e2]]]> : vector<4x2x3xf32>
  vector.print %v45 : vector<4x2x3xf32> punctuation <newline>
  vector.print str "\t|"
  %v47 = arith.constant dense<[[[0.0e0, 5.151826171875e2, -1.53e2, 2.383608843964228e-135], [0.0e0, 8.425e13, -3.43e2, -8.28e2], [6.865e-21, -4.63e2, 1.87e2, -4.000202885714286e7], [-5.29e2, 0.0e0, 0.0e0, 6.06482421875e2]], [[0.0e0, 8.461357421875e2, 9.080986328125e2, -9.15e2], [2.27e2, -9.66e2, 6.095e4, 2.688476442857143e7], [5.12e2, -2.9587342e7, 6.329296875e2, 9.405e11], [2.268626685714286e7, 1.6334666857142856e7, 6.5e1, 0.0e0]], [[6.05e27, 6.807461914285715e7, 9.834999999999999e30, 1.0052822265625e3], [-2.0278359158781385e-111, 9.288026285714285e6, 5.065e22, -6.427973928571428e7], [6.271376953125e2, -9.25e2, -1.0129489300398625e-48, -6.941504420077718e-225], [-6.5379351428571425e7, 0.0e0, 0.0e0, -2.839171585714286e7]]]> : vector<3x4x4xf64>
  vector.print %v47 : vector<3x4x4xf64> punctuation <no_punctuation>
  %s48 = arith.constant -66 : i16
  vector.print %s48 : i16
  vector.print punctuation <open>
  %v50 = arith.constant dense<[[-5.6437414428571425e7], [7.915e-15], [0.0e0]]> : vector<3x1xf64>
  %w50 = arith.mulf %v50, %v50 : vector<3x1xf64>
  vector.print %w50 : vector<3x1xf64> punctuation <comma>
  %s51 = arith.constant 8.945e16 : f64
  vector.print %s51 : f64 punctuation <comma>
  %v52 = arith.constant dense<[2, -8465547398601113855, -4122716129016722983]> : vector<3xi64>
  vector.print %v52 : vector<3xi64> punctuation <newline>
  %v53 = arith.constant dense<[[[134981167862052344, 3, 4798138820890690613, -4201712075711875108], [308, 5920287302601308215, -3, 9]]]> : vector<1x2x4xi64>
  %w53 = arith.muli %v53, %v53 : vector<1x2x4xi64>
  vector.print %w53 : vector<1x2x4xi64> punctuation <open>
  %v54 = arith.constant dense<[[[1653260927], [-223]], [[675664068], [-495]], [[-421], [302118437]]]> : vector<3x2x1xi32>
  %w54 = arith.subi %v54, %v54 : vector<3x2x1xi32>
  vector.print %w54 : vector<3x2x1xi32> punctuation <comma>
  %s55 = arith.constant -6107 : i16
  vector.print %s55 : i16 punctuation <open>
  %s56 = arith.constant 9 : i64
  vector.print %s56 : i64 punctuation <open>
  %v57 = arith.constant dense<[-349, 4]> : vector<2xindex>
  %w57 = arith.muli %v57, %v57 : vector<2xindex>
  vector.print %w57 : vector<2xindex> punctuation <close>
  %v58 = arith.constant dense<[[[false, true], [true, true], [true, false]], [[true, true], [false, true], [true, true]]]> : vector<2x3x2xi1>
  vector.print %v58 : vector<2x3x2xi1> punctuation <newline>
  vector.print punctuation <close>
  %s60 = arith.constant -91 : i8
  vector.print %s60 : i8
  %v61 = arith.constant dense<[0.0e0, 3.409325e7]> : vector<2xf32>
  vector.print %v61 : vector<2xf32> punctuation <open>
  vector.print punctuation <no_punctuation>
  %v63 = arith.constant dense<[-5.41e2, 8.7e2]> : vector<2xf64>
  %w63 = arith.addf %v63, %v63 : vector<2xf64>
  vector.print %w63 : vector<2xf64> punctuation <close>
  vector.print punctuation <comma>
  %v65 = arith.constant dense<[[0.0e0, -7.646653e7, 8.812109e1]]> : vector<1x3xf32>
  %w65 = arith.mulf %v65, %v65 : vector<1x3xf32>
  vector.print %w65 : vector<1x3xf32> punctuation <no_punctuation>
  %v66 = arith.constant dense<true> : vector<i1>
  vector.print %v66 : vector<i1> punctuation <newline>
  %v67 = arith.constant dense<[-2.679037863037978e-256, 7.935791015625e2]> : vector<2xf64>
  vector.print %v67 : vector<2xf64> punctuation <close>
  %s68 = arith.constant 9 : i8
  vector.print %s68 : i8 punctuation <no_punctuation>
  vector.print str "a b c"
  %v70 = arith.constant dense<[[[9.452547779651133e-7]], [[3.6641236571428575e7]], [[1.3942799458118407e-70]], [[3.2650000000000005e-27]]]> : vector<4x1x1xf64>
  vector.print %v70 : vector<4x1x1xf64> punctuation <open>
  %s71 = arith.constant -443 : i16
  vector.print %s71 : i16 punctuation <newline>
  %s72 = arith.constant 5 : i64
  vector.print %s72 : i64 punctuation <no_punctuation>
  vector.print str ""
  %v74 = arith.constant dense<[[7, -2764291120375085974]]> : vector<1x2xi64>
  vector.print %v74 : vector<1x2xi64> punctuation <open>
  %v75 = arith.constant dense<[2, -32527, 100, 6261]> : vector<4xi16>
  vector.print %v75 : vector<4xi16>
  %v76 = arith.constant dense<5.515e11> : vector<f64>
  vector.print %v76 : vector<f64> punctuation <open>
  %v77 = arith.constant dense<[[[2.35e-28, -2.9600294e7], [0.0e0, -0.0e0], [8.9054297e2, 0.0e0], [5.21392e6, 1.68e2]], [[8.3221094e2, -0.0e0], [8.925e29, -0.0e0], [-5.9608564e7, 1.02352637e3], [4.085e-5, 3.43e2]], [[2.86e2, 8.999713e6], [8.085e21, -9.04e2], [-9.12e2, -7.082107e-7], [3.7976855e2, 0.0e0]], [[-1.3e2, -2.43e2], [6.474415e7, 8.625e-28], [-8.0e2, 2.625e-22], [0.0e0, 4.9045052e7]]]> : vector<4x4x2xf32>
  vector.print %v77 : vector<4x4x2xf32> punctuation <no_punctuation>
  vector.print str "{} a \t|"
  %v79 = arith.constant dense<[-28699, 0]> : vector<2xi16>
  %w79 = arith.muli %v79, %v79 : vector<2xi16>
  vector.print %w79 : vector<2xi16>
  vector.print
  return
}
