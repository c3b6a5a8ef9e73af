// Random prints (seed 3 of the generator of tests/vector_print_exec.rs).
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
  vector.print punctuation <no_punctuation>
  %s6 = arith.constant -5 : i32
  vector.print %s6 : i32 punctuation <comma>
  vector.print punctuation <no_punctuation>
  %s8 = arith.constant -62 : i8
  vector.print %s8 : i8
  vector.print punctuation <close>
  %v10 = arith.constant dense<3152989292999345186> : vector<i64>
  vector.print %v10 : vector<i64> punctuation <close>
  vector.print punctuation <newline>
  vector.print punctuation <no_punctuation>
  %v13 = arith.constant dense<[3.05e30, 0.0e0]> : vector<2xf32>
  %w13 = arith.addf %v13, %v13 : vector<2xf32>
  vector.print %w13 : vector<2xf32>
  vector.print str ""
  %v15 = arith.constant dense<[2, -35, -790, 8629826877092265169]> : vector<4xindex>
  %w15 = arith.addi %v15, %v15 : vector<4xindex>
  vector.print %w15 : vector<4xindex> punctuation <no_punctuation>
  vector.print str "\n %d \n"
  vector.print punctuation <no_punctuation>
  %v18 = arith.constant dense<[false, true, false, true]> : vector<4xi1>
  vector.print %v18 : vector<4xi1> punctuation <open>
  %s19 = arith.constant -2 : index
  vector.print %s19 : index punctuation <no_punctuation>
  vector.print str "\5c b c"
  %s21 = arith.constant -1 : i64
  vector.print %s21 : i64 punctuation <open>
  %s22 = arith.constant 8 : i16
  vector.print %s22 : i16 punctuation <comma>
  %v23 = arith.constant dense<[[[-7], [-908], [-21322901], [-1911718706]], [[1119745194], [5], [-2036367377], [-1408729101]], [[-9], [-40], [-9], [38997277]]]> : vector<3x4x1xi32>
  %w23 = arith.subi %v23, %v23 : vector<3x4x1xi32>
  vector.print %w23 : vector<3x4x1xi32> punctuation <open>
  %v24 = arith.constant dense<[478]> : vector<1xindex>
  vector.print %v24 : vector<1xindex> punctuation <comma>
  vector.print str "{}"
  %v26 = arith.constant dense<[[85, 124, -3], [-4, -7, -113], [-119, 127, -48]]> : vector<3x3xi8>
  %w26 = arith.addi %v26, %v26 : vector<3x3xi8>
  vector.print %w26 : vector<3x3xi8> punctuation <open>
  %v27 = arith.constant dense<[[[-9213334497011089113, 347], [-6, 6978110279094046312], [-1, -189]], [[-340, 1695686955579355451], [-3118656457962178463, 54], [-8, -113]]]> : vector<2x3x2xindex>
  vector.print %v27 : vector<2x3x2xindex> punctuation <close>
  %v28 = arith.constant dense<[-534, -482]> : vector<2xi16>
  vector.print %v28 : vector<2xi16> punctuation <close>
  %v29 = arith.constant dense<[6.8598047e2, 9.9023145e2, -6.64e2]> : vector<3xf32>
  %w29 = arith.addf %v29, %v29 : vector<3xf32>
  vector.print %w29 : vector<3xf32> punctuation <open>
  %s30 = arith.constant 2 : i32
  vector.print %s30 : i32 punctuation <comma>
  %s31 = arith.constant 0 : i64
  vector.print %s31 : i64 punctuation <close>
  %v32 = arith.constant dense<[[-18, 4, -37, -7], [-1, 122, 1, -16], [-122, 93, 13, 39], [9, 37, -59, -29]]> : vector<4x4xi8>
  vector.print %v32 : vector<4x4xi8> punctuation <close>
  %v33 = arith.constant dense<[[7040259747263231289, -1, 5], [3, 867, 3], [-911, -2775646200744497362, 1], [815, -847, 7]]> : vector<4x3xindex>
  %w33 = arith.muli %v33, %v33 : vector<4x3xindex>
  vector.print %w33 : vector<4x3xindex> punctuation <open>
  %v34 = arith.constant dense<[333, -8]> : vector<2xi32>
  vector.print %v34 : vector<2xi32> punctuation <no_punctuation>
  %v35 = arith.constant dense<[[[1.0229019714285715e7, 1.98359375e1, -3.06e2, 0.0e0], [0.0e0, 3.225e20, 7.419182485714285e7, -8.29e2], [3.6950000000000004e-13, 3.15e2, 0.0e0, 5.853271484375e2], [-1.625393713062889e-108, 9.350000000000002e-28, -5.64e2, 0.0e0]], [[1.725e12, -4.91e2, 1.39e2, 0.0e0], [0.0e0, 4.05e28, 4.78275390625e2, 1.77880859375e2], [0.0e0, 0.0e0, -8.91e2, 9.295e17], [4.160524828571428e7, 0.0e0, 0.0e0, 0.0e0]], [[0.0e0, 1.4802502337836079e-233, 4.0399925714285714e6, 6.355e26], [2.8073831428571427e6, 3.862197265625e2, 7.215e10, 0.0e0], [5.725e-12, -1.073088668539193e-206, -1.1109005e7, 7.36e2], [-9.62e2, 9.425e-1, 0.0e0, 0.0e0]]]> : vector<3x4x4xf64>
  vector.print %v35 : vector<3x4x4xf64> punctuation <newline>
  %s36 = arith.constant 9.558564453125e2 : f64
  vector.print %s36 : f64 punctuation <open>
  %v37 = arith.constant dense<[1353, 5, 371, 350]> : vector<4xi16>
  vector.print %v37 : vector<4xi16> punctuation <open>
  %v38 = arith.constant dense<[0]> : vector<1xi16>
  %w38 = arith.subi %v38, %v38 : vector<1xi16>
  vector.print %w38 : vector<1xi16> punctuation <open>
  vector.print str "%d %d {}"
  %v40 = arith.constant dense<-5956186698675026257> : vector<i64>
  vector.print %v40 : vector<i64>
  %s41 = arith.constant 2 : i16
  vector.print %s41 : i16
  %s42 = arith.constant 842174538873245908 : i64
  vector.print %s42 : i64
  %v43 = arith.constant dense<[[[-4630570198209099476, -3], [-924, 6], [-872, -937], [7, -4782996274826473202]], [[5376900981096765410, 4541771326155608175], [-8695449021937060300, 0], [-6, -6], [-1, 693]], [[77, -9035991136964769861], [-3, -156], [-5940647288734973020, -7], [368, -468]], [[-918656264327740818, 9], [7, -224420119051635879], [-6, -123], [-634, -389]]]> : vector<4x4x2xindex>
  %w43 = arith.muli %v43, %v43 : vector<4x4x2xindex>
  vector.print %w43 : vector<4x4x2xindex> punctuation <open>
  %v44 = arith.constant dense<[[[0.0e0, 4.7212011428571425e7, 2.4364052549820013e-77], [6.87e2, 2.405e-14, 8.73e2], [-4.391322785714286e7, 3.05e14, 3.3949922571428575e7]], [[-9.06e2, -7.85e2, 0.0e0], [9.163495900059308e-215, -1.7153851525991917e-250, 1.2499999999999999e-5], [8.84e2, 1.0871089608139609e-175, -9.58e2]], [[3.138972585714286e7, 1.01153515625e3, 2.275e22], [3.030849609375e2, 5.605654296875e2, 1.9965416511032676e-55], [8.6e2, 7.86490234375e2, 2.14565168231107e-155]]]> : vector<3x3x3xf64>
  vector.print %v44 : vector<3x3x3xf64> punctuation <close>
  %v45 = arith.constant dense<[-7120022157883873538]> : vector<1xi64>
  vector.print %v45 : vector<1xi64> punctuation <no_punctuation>
  %v46 = arith.constant dense<[[935, 0, -4], [-7683, 683, -24612], [-3, 889, -4]]> : vector<3x3xi16>
  vector.print %v46 : vector<3x3xi16> punctuation <comma>
  vector.print str "%d \t|"
  %v48 = arith.constant dense<false> : vector<i1>
  vector.print %v48 : vector<i1> punctuation <comma>
  %s49 = arith.constant 9 : i16
  vector.print %s49 : i16 punctuation <close>
  %s50 = arith.constant 7.065e4 : f32
  vector.print %s50 : f32 punctuation <close>
  %s51 = arith.constant 1025697183678974030 : index
  vector.print %s51 : index punctuation <comma>
  %v52 = arith.constant dense<[-9.45e2, 1.0e1, 5.004921875e2, 4.719154857142857e6]> : vector<4xf64>
  vector.print %v52 : vector<4xf64> punctuation <open>
  %v53 = arith.constant dense<[[2], [-3992745681088676635], [7], [3957816597571264911]]> : vector<4x1xindex>
  vector.print %v53 : vector<4x1xindex>
  %v54 = arith.constant dense<[-1.939721985714286e7, -2.67e2, 0.0e0]> : vector<3xf64>
  vector.print %v54 : vector<3xf64>
  %s55 = arith.constant -2.2159164e7 : f32
  vector.print %s55 : f32 punctuation <no_punctuation>
  %v56 = arith.constant dense<[[[3.422461e1, -8.23e2, 7.44e2], [3.3593457e2, 0.0e0, -1.5600889e7]], [[4.515e4, 3.15e-12, 5.415e-23], [1.1e2, -9.87e2, 3.7833252e7]], [[0.0e0, 1.335e4, -2.19e2], [0.0e0, -0.0e0, 9.56e2]], [[0.0e0, 8.605e-23, 0.0e0], [0.0e0, -1.3507559e7, 6.33e2]]]> : vector<4x2x3xf32>
  vector.print %v56 : vector<4x2x3xf32> punctuation <newline>
  vector.print str "\t|"
  %v58 = arith.constant dense<[[[0.0e0, 5.151826171875e2, -1.53e2, 2.383608843964228e-135], [0.0e0, 8.425e13, -3.43e2, -8.28e2], [6.865e-21, -4.63e2, 1.87e2, -4.000202885714286e7], [-5.29e2, 0.0e0, 0.0e0, 6.06482421875e2]], [[0.0e0, 8.461357421875e2, 9.080986328125e2, -9.15e2], [2.27e2, -9.66e2, 6.095e4, 2.688476442857143e7], [5.12e2, -2.9587342e7, 6.329296875e2, 9.405e11], [2.268626685714286e7, 1.6334666857142856e7, 6.5e1, 0.0e0]], [[6.05e27, 6.807461914285715e7, 9.834999999999999e30, 1.0052822265625e3], [-2.0278359158781385e-111, 9.288026285714285e6, 5.065e22, -6.427973928571428e7], [6.271376953125e2, -9.25e2, -1.0129489300398625e-48, -6.941504420077718e-225], [-6.5379351428571425e7, 0.0e0, 0.0e0, -2.839171585714286e7]]]> : vector<3x4x4xf64>
  vector.print %v58 : vector<3x4x4xf64> punctuation <no_punctuation>
  %s59 = arith.constant -66 : i16
  vector.print %s59 : i16
  vector.print punctuation <close>
  %v61 = arith.constant dense<[[[25], [383], [791]], [[8], [711], [-1]], [[4], [70], [-5323828512668108379]]]> : vector<3x3x1xindex>
  vector.print %v61 : vector<3x3x1xindex> punctuation <open>
  vector.print punctuation <newline>
  %s63 = arith.constant -106 : i8
  vector.print %s63 : i8 punctuation <comma>
  %v64 = arith.constant dense<[[[134981167862052344, 3, 4798138820890690613, -4201712075711875108], [308, 5920287302601308215, -3, 9]]]> : vector<1x2x4xi64>
  %w64 = arith.muli %v64, %v64 : vector<1x2x4xi64>
  vector.print %w64 : vector<1x2x4xi64> punctuation <open>
  %v65 = arith.constant dense<[[[1653260927], [-223]], [[675664068], [-495]], [[-421], [302118437]]]> : vector<3x2x1xi32>
  %w65 = arith.subi %v65, %v65 : vector<3x2x1xi32>
  vector.print %w65 : vector<3x2x1xi32> punctuation <comma>
  %s66 = arith.constant -6107 : i16
  vector.print %s66 : i16 punctuation <open>
  %s67 = arith.constant 9 : i64
  vector.print %s67 : i64 punctuation <open>
  %v68 = arith.constant dense<[-349, 4]> : vector<2xindex>
  %w68 = arith.muli %v68, %v68 : vector<2xindex>
  vector.print %w68 : vector<2xindex> punctuation <close>
  %v69 = arith.constant dense<[[[false, true], [true, true], [true, false]], [[true, true], [false, true], [true, true]]]> : vector<2x3x2xi1>
  vector.print %v69 : vector<2x3x2xi1> punctuation <newline>
  vector.print punctuation <newline>
  %v71 = arith.constant dense<[[[2], [2872548734598727150]], [[261], [3]]]> : vector<2x2x1xi64>
  vector.print %v71 : vector<2x2x1xi64> punctuation <open>
  vector.print punctuation <close>
  %v73 = arith.constant dense<[[[7.8951171875e1, 0.0e0, 6.16e2], [1.81e2, -5.713385821962551e-114, -3.62e2]], [[1.3298973115674879e-65, -7.646652657142857e7, 8.812109375e1], [1.3850506787669432e-276, 8.1653125e2, 4.0e1]]]> : vector<2x2x3xf64>
  vector.print %v73 : vector<2x2x3xf64> punctuation <comma>
  %v74 = arith.constant dense<[-2.679037863037978e-256, 7.935791015625e2]> : vector<2xf64>
  vector.print %v74 : vector<2xf64> punctuation <close>
  %s75 = arith.constant 9 : i8
  vector.print %s75 : i8 punctuation <no_punctuation>
  vector.print str "a b c"
  %v77 = arith.constant dense<[[[9.452547779651133e-7]], [[3.6641236571428575e7]], [[1.3942799458118407e-70]], [[3.2650000000000005e-27]]]> : vector<4x1x1xf64>
  vector.print %v77 : vector<4x1x1xf64> punctuation <open>
  %s78 = arith.constant -443 : i16
  vector.print %s78 : i16 punctuation <newline>
  %s79 = arith.constant 5 : i64
  vector.print %s79 : i64 punctuation <no_punctuation>
  vector.print
  return
}
