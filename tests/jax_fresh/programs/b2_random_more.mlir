"builtin.module"() <{sym_name = "jit_random_more"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> (tensor<4xf32>, tensor<5xi32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg539: tensor<2xui32>):
    %1954 = "stablehlo.constant"() <{value = dense<[1.000000e+00, 2.000000e+00, 3.000000e+00]> : tensor<3xf32>}> : () -> tensor<3xf32>
    %1955 = "func.call"(%arg539) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<8x2xui32>
    %1956 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1957 = "stablehlo.reshape"(%1956) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1958 = "stablehlo.constant"() <{value = dense<2.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1959 = "func.call"(%1957, %1958) <{callee = @_gamma}> : (tensor<2xui32>, tensor<f32>) -> tensor<4xf32>
    %1960 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1961 = "stablehlo.reshape"(%1960) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1962 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1963 = "stablehlo.broadcast_in_dim"(%1962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1964 = "stablehlo.convert"(%1963) : (tensor<5xf32>) -> tensor<5xf32>
    %1965 = "func.call"(%1961, %1964) <{callee = @_poisson}> : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>
    %1966 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1967 = "stablehlo.reshape"(%1966) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1968 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1969 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1970 = "func.call"(%1967, %1968, %1969) <{callee = @_beta}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1971 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1972 = "stablehlo.reshape"(%1971) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1973 = "func.call"(%1972) <{callee = @_exponential_37}> : (tensor<2xui32>) -> tensor<4xf32>
    %1974 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1975 = "stablehlo.reshape"(%1974) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1976 = "func.call"(%1975) <{callee = @_laplace}> : (tensor<2xui32>) -> tensor<3xf32>
    %1977 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1978 = "stablehlo.reshape"(%1977) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1979 = "func.call"(%1978) <{callee = @_gumbel}> : (tensor<2xui32>) -> tensor<3xf32>
    %1980 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1981 = "stablehlo.reshape"(%1980) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1982 = "func.call"(%1981, %1954) <{callee = @_dirichlet}> : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>
    %1983 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 7, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1984 = "stablehlo.reshape"(%1983) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1985 = "func.call"(%1984) <{callee = @_logistic}> : (tensor<2xui32>) -> tensor<2xf32>
    %1986 = "stablehlo.slice"(%1955) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<8x2xui32>) -> tensor<1x2xui32>
    %1987 = "stablehlo.reshape"(%1986) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1988 = "func.call"(%1987) <{callee = @_cauchy}> : (tensor<2xui32>) -> tensor<2xf32>
    "func.return"(%1959, %1965, %1970, %1973, %1976, %1979, %1982, %1985, %1988) : (tensor<4xf32>, tensor<5xi32>, tensor<3xf32>, tensor<4xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<8x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg538: tensor<2xui32>):
    %1937 = "stablehlo.slice"(%arg538) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1938 = "stablehlo.reshape"(%1937) : (tensor<1xui32>) -> tensor<ui32>
    %1939 = "stablehlo.slice"(%arg538) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1940 = "stablehlo.reshape"(%1939) : (tensor<1xui32>) -> tensor<ui32>
    %1941 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<8xui64>
    %1942 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1943 = "stablehlo.broadcast_in_dim"(%1942) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %1944 = "stablehlo.multiply"(%1943, %1941) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %1945 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1946 = "stablehlo.broadcast_in_dim"(%1945) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<8xui64>
    %1947 = "stablehlo.shift_right_logical"(%1944, %1946) : (tensor<8xui64>, tensor<8xui64>) -> tensor<8xui64>
    %1948 = "stablehlo.convert"(%1944) : (tensor<8xui64>) -> tensor<8xui32>
    %1949 = "stablehlo.convert"(%1947) : (tensor<8xui64>) -> tensor<8xui32>
    %1950:2 = "func.call"(%1938, %1940, %1949, %1948) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>)
    %1951 = "stablehlo.broadcast_in_dim"(%1950#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %1952 = "stablehlo.broadcast_in_dim"(%1950#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<8xui32>) -> tensor<8x1xui32>
    %1953 = "stablehlo.concatenate"(%1951, %1952) <{dimension = 1 : i64}> : (tensor<8x1xui32>, tensor<8x1xui32>) -> tensor<8x2xui32>
    "func.return"(%1953) : (tensor<8x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<8xui32>, tensor<8xui32>) -> (tensor<8xui32>, tensor<8xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg516: tensor<ui32>, %arg517: tensor<ui32>, %arg518: tensor<8xui32>, %arg519: tensor<8xui32>):
    %1920 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1921 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1922 = "stablehlo.xor"(%arg516, %arg517) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1923 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1924 = "stablehlo.xor"(%1922, %1923) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1925 = "stablehlo.broadcast_in_dim"(%arg516) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1926 = "stablehlo.add"(%arg518, %1925) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1927 = "stablehlo.broadcast_in_dim"(%arg517) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1928 = "stablehlo.add"(%arg519, %1927) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1929 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1930 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1931:9 = "stablehlo.while"(%1930, %1929, %1926, %1928, %arg517, %1924, %arg516, %1920, %1921) ({
    ^bb0(%arg529: tensor<i32>, %arg530: tensor<i32>, %arg531: tensor<8xui32>, %arg532: tensor<8xui32>, %arg533: tensor<ui32>, %arg534: tensor<ui32>, %arg535: tensor<ui32>, %arg536: tensor<4xui32>, %arg537: tensor<4xui32>):
      %1935 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1936 = "stablehlo.compare"(%arg529, %1935) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1936) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg520: tensor<i32>, %arg521: tensor<i32>, %arg522: tensor<8xui32>, %arg523: tensor<8xui32>, %arg524: tensor<ui32>, %arg525: tensor<ui32>, %arg526: tensor<ui32>, %arg527: tensor<4xui32>, %arg528: tensor<4xui32>):
      %1932:8 = "func.call"(%arg521, %arg522, %arg523, %arg524, %arg525, %arg526, %arg527, %arg528) <{callee = @closed_call}> : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1933 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1934 = "stablehlo.add"(%arg520, %1933) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1934, %1932#0, %1932#1, %1932#2, %1932#3, %1932#4, %1932#5, %1932#6, %1932#7) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1931#2, %1931#3) : (tensor<8xui32>, tensor<8xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg508: tensor<i32>, %arg509: tensor<8xui32>, %arg510: tensor<8xui32>, %arg511: tensor<ui32>, %arg512: tensor<ui32>, %arg513: tensor<ui32>, %arg514: tensor<4xui32>, %arg515: tensor<4xui32>):
    %1865 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1866 = "stablehlo.add"(%arg508, %1865) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1867 = "stablehlo.slice"(%arg514) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1868 = "stablehlo.reshape"(%1867) : (tensor<1xui32>) -> tensor<ui32>
    %1869 = "stablehlo.add"(%arg509, %arg510) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1870 = "stablehlo.broadcast_in_dim"(%1868) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1871 = "stablehlo.shift_left"(%arg510, %1870) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1872 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1873 = "stablehlo.subtract"(%1872, %1868) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1875 = "stablehlo.shift_right_logical"(%arg510, %1874) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1876 = "stablehlo.or"(%1871, %1875) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1877 = "stablehlo.xor"(%1869, %1876) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1878 = "stablehlo.slice"(%arg514) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1879 = "stablehlo.reshape"(%1878) : (tensor<1xui32>) -> tensor<ui32>
    %1880 = "stablehlo.add"(%1869, %1877) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1881 = "stablehlo.broadcast_in_dim"(%1879) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1882 = "stablehlo.shift_left"(%1877, %1881) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1883 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1884 = "stablehlo.subtract"(%1883, %1879) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1885 = "stablehlo.broadcast_in_dim"(%1884) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1886 = "stablehlo.shift_right_logical"(%1877, %1885) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1887 = "stablehlo.or"(%1882, %1886) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1888 = "stablehlo.xor"(%1880, %1887) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1889 = "stablehlo.slice"(%arg514) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1890 = "stablehlo.reshape"(%1889) : (tensor<1xui32>) -> tensor<ui32>
    %1891 = "stablehlo.add"(%1880, %1888) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1892 = "stablehlo.broadcast_in_dim"(%1890) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1893 = "stablehlo.shift_left"(%1888, %1892) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1894 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1895 = "stablehlo.subtract"(%1894, %1890) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1896 = "stablehlo.broadcast_in_dim"(%1895) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1897 = "stablehlo.shift_right_logical"(%1888, %1896) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1898 = "stablehlo.or"(%1893, %1897) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1899 = "stablehlo.xor"(%1891, %1898) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1900 = "stablehlo.slice"(%arg514) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1901 = "stablehlo.reshape"(%1900) : (tensor<1xui32>) -> tensor<ui32>
    %1902 = "stablehlo.add"(%1891, %1899) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1903 = "stablehlo.broadcast_in_dim"(%1901) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1904 = "stablehlo.shift_left"(%1899, %1903) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1905 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1906 = "stablehlo.subtract"(%1905, %1901) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1907 = "stablehlo.broadcast_in_dim"(%1906) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1908 = "stablehlo.shift_right_logical"(%1899, %1907) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1909 = "stablehlo.or"(%1904, %1908) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1910 = "stablehlo.xor"(%1902, %1909) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1911 = "stablehlo.broadcast_in_dim"(%arg511) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1912 = "stablehlo.add"(%1902, %1911) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1913 = "stablehlo.broadcast_in_dim"(%arg512) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1914 = "stablehlo.add"(%1910, %1913) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    %1915 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1916 = "stablehlo.add"(%arg508, %1915) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1917 = "stablehlo.convert"(%1916) : (tensor<i32>) -> tensor<ui32>
    %1918 = "stablehlo.broadcast_in_dim"(%1917) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<8xui32>
    %1919 = "stablehlo.add"(%1914, %1918) : (tensor<8xui32>, tensor<8xui32>) -> tensor<8xui32>
    "func.return"(%1866, %1912, %1919, %arg512, %arg513, %arg511, %arg515, %arg514) : (tensor<i32>, tensor<8xui32>, tensor<8xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_gamma", sym_visibility = "private"}> ({
  ^bb0(%arg482: tensor<2xui32>, %arg483: tensor<f32>):
    %1723 = "stablehlo.convert"(%arg483) : (tensor<f32>) -> tensor<f32>
    %1724 = "stablehlo.broadcast_in_dim"(%1723) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1725 = "stablehlo.reshape"(%arg482) : (tensor<2xui32>) -> tensor<1x2xui32>
    %1726 = "func.call"(%1725) <{callee = @_threefry_split_0}> : (tensor<1x2xui32>) -> tensor<1x4x2xui32>
    %1727 = "stablehlo.reshape"(%1726) : (tensor<1x4x2xui32>) -> tensor<4x2xui32>
    %1728 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1729 = "stablehlo.broadcast_in_dim"(%1728) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1730 = "stablehlo.compare"(%1724, %1729) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1731 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1732 = "stablehlo.broadcast_in_dim"(%1731) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1733 = "stablehlo.add"(%1724, %1732) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1734 = "stablehlo.select"(%1730, %1724, %1733) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1735 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1736 = "stablehlo.broadcast_in_dim"(%1735) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1737 = "stablehlo.subtract"(%1734, %1736) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1738 = "stablehlo.sqrt"(%1737) : (tensor<4xf32>) -> tensor<4xf32>
    %1739 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1740 = "stablehlo.broadcast_in_dim"(%1739) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1741 = "stablehlo.divide"(%1740, %1738) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1742 = "func.call"(%1727) <{callee = @_threefry_split_3}> : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
    %1743 = "stablehlo.slice"(%1742) <{limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
    %1744 = "stablehlo.reshape"(%1743) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
    %1745 = "stablehlo.slice"(%1742) <{limit_indices = array<i64: 4, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
    %1746 = "stablehlo.reshape"(%1745) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
    %1747 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1748 = "stablehlo.broadcast_in_dim"(%1747) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1749 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1750 = "stablehlo.broadcast_in_dim"(%1749) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1751 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1752 = "stablehlo.broadcast_in_dim"(%1751) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1753:6 = "stablehlo.while"(%1737, %1741, %1744, %1748, %1750, %1752) ({
    ^bb0(%arg500: tensor<4xf32>, %arg501: tensor<4xf32>, %arg502: tensor<4x2xui32>, %arg503: tensor<4xf32>, %arg504: tensor<4xf32>, %arg505: tensor<4xf32>):
      %1841 = "stablehlo.multiply"(%arg503, %arg503) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1842 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1843 = "stablehlo.broadcast_in_dim"(%1842) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1844 = "stablehlo.multiply"(%1843, %1841) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1845 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1846 = "stablehlo.broadcast_in_dim"(%1845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1847 = "stablehlo.subtract"(%1846, %1844) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1848 = "stablehlo.compare"(%arg505, %1847) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %1849 = "stablehlo.log"(%arg505) : (tensor<4xf32>) -> tensor<4xf32>
      %1850 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1851 = "stablehlo.broadcast_in_dim"(%1850) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1852 = "stablehlo.multiply"(%arg503, %1851) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1853 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1854 = "stablehlo.broadcast_in_dim"(%1853) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1855 = "stablehlo.subtract"(%1854, %arg504) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1856 = "stablehlo.log"(%arg504) : (tensor<4xf32>) -> tensor<4xf32>
      %1857 = "stablehlo.add"(%1855, %1856) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1858 = "stablehlo.multiply"(%arg500, %1857) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1859 = "stablehlo.add"(%1852, %1858) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1860 = "stablehlo.compare"(%1849, %1859) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %1861 = "stablehlo.and"(%1848, %1860) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %1862 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1863 = "stablehlo.reduce"(%1861, %1862) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg506: tensor<i1>, %arg507: tensor<i1>):
        %1864 = "stablehlo.or"(%arg506, %arg507) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1864) : (tensor<i1>) -> ()
      }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1863) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg484: tensor<4xf32>, %arg485: tensor<4xf32>, %arg486: tensor<4x2xui32>, %arg487: tensor<4xf32>, %arg488: tensor<4xf32>, %arg489: tensor<4xf32>):
      %1769 = "func.call"(%arg486) <{callee = @_threefry_split_6}> : (tensor<4x2xui32>) -> tensor<4x3x2xui32>
      %1770 = "stablehlo.slice"(%1769) <{limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %1771 = "stablehlo.reshape"(%1770) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %1772 = "stablehlo.slice"(%1769) <{limit_indices = array<i64: 4, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %1773 = "stablehlo.reshape"(%1772) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %1774 = "stablehlo.slice"(%1769) <{limit_indices = array<i64: 4, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x3x2xui32>) -> tensor<4x1x2xui32>
      %1775 = "stablehlo.reshape"(%1774) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
      %1776 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1777 = "stablehlo.broadcast_in_dim"(%1776) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1778 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1779 = "stablehlo.broadcast_in_dim"(%1778) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1780:4 = "stablehlo.while"(%arg485, %1773, %1777, %1779) ({
      ^bb0(%arg494: tensor<4xf32>, %arg495: tensor<4x2xui32>, %arg496: tensor<4xf32>, %arg497: tensor<4xf32>):
        %1835 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1836 = "stablehlo.broadcast_in_dim"(%1835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %1837 = "stablehlo.compare"(%arg497, %1836) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %1838 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %1839 = "stablehlo.reduce"(%1837, %1838) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg498: tensor<i1>, %arg499: tensor<i1>):
          %1840 = "stablehlo.or"(%arg498, %arg499) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%1840) : (tensor<i1>) -> ()
        }) : (tensor<4xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1839) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg490: tensor<4xf32>, %arg491: tensor<4x2xui32>, %arg492: tensor<4xf32>, %arg493: tensor<4xf32>):
        %1816 = "func.call"(%arg491) <{callee = @_threefry_split_3}> : (tensor<4x2xui32>) -> tensor<4x2x2xui32>
        %1817 = "stablehlo.slice"(%1816) <{limit_indices = array<i64: 4, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
        %1818 = "stablehlo.reshape"(%1817) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
        %1819 = "stablehlo.slice"(%1816) <{limit_indices = array<i64: 4, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<4x2x2xui32>) -> tensor<4x1x2xui32>
        %1820 = "stablehlo.reshape"(%1819) : (tensor<4x1x2xui32>) -> tensor<4x2xui32>
        %1821 = "func.call"(%1820) <{callee = @_normal}> : (tensor<4x2xui32>) -> tensor<4xf32>
        %1822 = "stablehlo.multiply"(%1821, %arg490) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %1823 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1824 = "stablehlo.broadcast_in_dim"(%1823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %1825 = "stablehlo.add"(%1824, %1822) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %1826 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1827 = "stablehlo.broadcast_in_dim"(%1826) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
        %1828 = "stablehlo.compare"(%arg493, %1827) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
        %1829 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x2xi1>
        %1830 = "stablehlo.select"(%1829, %1818, %arg491) : (tensor<4x2xi1>, tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
        %1831 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
        %1832 = "stablehlo.select"(%1831, %1821, %arg492) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        %1833 = "stablehlo.broadcast_in_dim"(%1828) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
        %1834 = "stablehlo.select"(%1833, %1825, %arg493) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
        "stablehlo.return"(%arg490, %1830, %1832, %1834) : (tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>) -> ()
      }) : (tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>)
      %1781 = "stablehlo.multiply"(%1780#2, %1780#2) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1782 = "stablehlo.multiply"(%1780#3, %1780#3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1783 = "stablehlo.multiply"(%1782, %1780#3) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1784 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1785 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1786 = "func.call"(%1775, %1784, %1785) <{callee = @_uniform_11}> : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
      %1787 = "stablehlo.multiply"(%arg487, %arg487) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1788 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1789 = "stablehlo.broadcast_in_dim"(%1788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1790 = "stablehlo.multiply"(%1789, %1787) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1791 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1792 = "stablehlo.broadcast_in_dim"(%1791) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1793 = "stablehlo.subtract"(%1792, %1790) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1794 = "stablehlo.compare"(%arg489, %1793) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %1795 = "stablehlo.log"(%arg489) : (tensor<4xf32>) -> tensor<4xf32>
      %1796 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1797 = "stablehlo.broadcast_in_dim"(%1796) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1798 = "stablehlo.multiply"(%arg487, %1797) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1799 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1800 = "stablehlo.broadcast_in_dim"(%1799) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
      %1801 = "stablehlo.subtract"(%1800, %arg488) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1802 = "stablehlo.log"(%arg488) : (tensor<4xf32>) -> tensor<4xf32>
      %1803 = "stablehlo.add"(%1801, %1802) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1804 = "stablehlo.multiply"(%arg484, %1803) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1805 = "stablehlo.add"(%1798, %1804) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1806 = "stablehlo.compare"(%1795, %1805) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
      %1807 = "stablehlo.and"(%1794, %1806) : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
      %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4x2xi1>
      %1809 = "stablehlo.select"(%1808, %1771, %arg486) : (tensor<4x2xi1>, tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
      %1810 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %1811 = "stablehlo.select"(%1810, %1781, %arg487) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1812 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %1813 = "stablehlo.select"(%1812, %1783, %arg488) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      %1814 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi1>) -> tensor<4xi1>
      %1815 = "stablehlo.select"(%1814, %1786, %arg489) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
      "stablehlo.return"(%arg484, %arg485, %1809, %1811, %1813, %1815) : (tensor<4xf32>, tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> ()
    }) : (tensor<4xf32>, tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4x2xui32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>)
    %1754 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1755 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1756 = "func.call"(%1746, %1754, %1755) <{callee = @_uniform_11}> : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1757 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1758 = "stablehlo.broadcast_in_dim"(%1757) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1759 = "stablehlo.subtract"(%1758, %1756) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1760 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1761 = "stablehlo.broadcast_in_dim"(%1760) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1762 = "stablehlo.divide"(%1761, %1724) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1763 = "stablehlo.power"(%1759, %1762) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1764 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1765 = "stablehlo.broadcast_in_dim"(%1764) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1766 = "stablehlo.select"(%1730, %1765, %1763) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1767 = "stablehlo.multiply"(%1737, %1753#4) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1768 = "stablehlo.multiply"(%1767, %1766) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1768) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x4x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg481: tensor<1x2xui32>):
    %1702 = "stablehlo.slice"(%arg481) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1703 = "stablehlo.reshape"(%1702) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1704 = "stablehlo.slice"(%arg481) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1705 = "stablehlo.reshape"(%1704) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1706 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %1707 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1708 = "stablehlo.broadcast_in_dim"(%1707) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1709 = "stablehlo.multiply"(%1708, %1706) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1710 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1711 = "stablehlo.broadcast_in_dim"(%1710) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1712 = "stablehlo.shift_right_logical"(%1709, %1711) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1713 = "stablehlo.convert"(%1709) : (tensor<4xui64>) -> tensor<4xui32>
    %1714 = "stablehlo.convert"(%1712) : (tensor<4xui64>) -> tensor<4xui32>
    %1715 = "stablehlo.broadcast_in_dim"(%1714) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1x4xui32>
    %1716 = "stablehlo.broadcast_in_dim"(%1713) <{broadcast_dimensions = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1x4xui32>
    %1717 = "stablehlo.broadcast_in_dim"(%1703) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1718 = "stablehlo.broadcast_in_dim"(%1705) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1719:2 = "func.call"(%1717, %1718, %1715, %1716) <{callee = @threefry2x32_1}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x4xui32>, tensor<1x4xui32>) -> (tensor<1x4xui32>, tensor<1x4xui32>)
    %1720 = "stablehlo.broadcast_in_dim"(%1719#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xui32>) -> tensor<1x4x1xui32>
    %1721 = "stablehlo.broadcast_in_dim"(%1719#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x4xui32>) -> tensor<1x4x1xui32>
    %1722 = "stablehlo.concatenate"(%1720, %1721) <{dimension = 2 : i64}> : (tensor<1x4x1xui32>, tensor<1x4x1xui32>) -> tensor<1x4x2xui32>
    "func.return"(%1722) : (tensor<1x4x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x4xui32>, tensor<1x4xui32>) -> (tensor<1x4xui32>, tensor<1x4xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg459: tensor<1x1xui32>, %arg460: tensor<1x1xui32>, %arg461: tensor<1x4xui32>, %arg462: tensor<1x4xui32>):
    %1684 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1685 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1686 = "stablehlo.xor"(%arg459, %arg460) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1687 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1688 = "stablehlo.broadcast_in_dim"(%1687) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %1689 = "stablehlo.xor"(%1686, %1688) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1690 = "stablehlo.broadcast_in_dim"(%arg459) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x4xui32>
    %1691 = "stablehlo.add"(%arg461, %1690) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1692 = "stablehlo.broadcast_in_dim"(%arg460) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x4xui32>
    %1693 = "stablehlo.add"(%arg462, %1692) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1694 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1695 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1696:9 = "stablehlo.while"(%1695, %1694, %1691, %1693, %arg460, %1689, %arg459, %1684, %1685) ({
    ^bb0(%arg472: tensor<i32>, %arg473: tensor<i32>, %arg474: tensor<1x4xui32>, %arg475: tensor<1x4xui32>, %arg476: tensor<1x1xui32>, %arg477: tensor<1x1xui32>, %arg478: tensor<1x1xui32>, %arg479: tensor<4xui32>, %arg480: tensor<4xui32>):
      %1700 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1701 = "stablehlo.compare"(%arg472, %1700) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1701) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg463: tensor<i32>, %arg464: tensor<i32>, %arg465: tensor<1x4xui32>, %arg466: tensor<1x4xui32>, %arg467: tensor<1x1xui32>, %arg468: tensor<1x1xui32>, %arg469: tensor<1x1xui32>, %arg470: tensor<4xui32>, %arg471: tensor<4xui32>):
      %1697:8 = "func.call"(%arg464, %arg465, %arg466, %arg467, %arg468, %arg469, %arg470, %arg471) <{callee = @closed_call_2}> : (tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %1698 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1699 = "stablehlo.add"(%arg463, %1698) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1699, %1697#0, %1697#1, %1697#2, %1697#3, %1697#4, %1697#5, %1697#6, %1697#7) : (tensor<i32>, tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1696#2, %1696#3) : (tensor<1x4xui32>, tensor<1x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg451: tensor<i32>, %arg452: tensor<1x4xui32>, %arg453: tensor<1x4xui32>, %arg454: tensor<1x1xui32>, %arg455: tensor<1x1xui32>, %arg456: tensor<1x1xui32>, %arg457: tensor<4xui32>, %arg458: tensor<4xui32>):
    %1629 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1630 = "stablehlo.add"(%arg451, %1629) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1631 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1632 = "stablehlo.reshape"(%1631) : (tensor<1xui32>) -> tensor<ui32>
    %1633 = "stablehlo.add"(%arg452, %arg453) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1634 = "stablehlo.broadcast_in_dim"(%1632) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1635 = "stablehlo.shift_left"(%arg453, %1634) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1636 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1637 = "stablehlo.subtract"(%1636, %1632) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1638 = "stablehlo.broadcast_in_dim"(%1637) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1639 = "stablehlo.shift_right_logical"(%arg453, %1638) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1640 = "stablehlo.or"(%1635, %1639) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1641 = "stablehlo.xor"(%1633, %1640) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1642 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1643 = "stablehlo.reshape"(%1642) : (tensor<1xui32>) -> tensor<ui32>
    %1644 = "stablehlo.add"(%1633, %1641) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1645 = "stablehlo.broadcast_in_dim"(%1643) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1646 = "stablehlo.shift_left"(%1641, %1645) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1647 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1648 = "stablehlo.subtract"(%1647, %1643) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1649 = "stablehlo.broadcast_in_dim"(%1648) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1650 = "stablehlo.shift_right_logical"(%1641, %1649) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1651 = "stablehlo.or"(%1646, %1650) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1652 = "stablehlo.xor"(%1644, %1651) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1653 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1654 = "stablehlo.reshape"(%1653) : (tensor<1xui32>) -> tensor<ui32>
    %1655 = "stablehlo.add"(%1644, %1652) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1656 = "stablehlo.broadcast_in_dim"(%1654) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1657 = "stablehlo.shift_left"(%1652, %1656) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1658 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1659 = "stablehlo.subtract"(%1658, %1654) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1660 = "stablehlo.broadcast_in_dim"(%1659) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1661 = "stablehlo.shift_right_logical"(%1652, %1660) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1662 = "stablehlo.or"(%1657, %1661) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1663 = "stablehlo.xor"(%1655, %1662) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1664 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1665 = "stablehlo.reshape"(%1664) : (tensor<1xui32>) -> tensor<ui32>
    %1666 = "stablehlo.add"(%1655, %1663) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1667 = "stablehlo.broadcast_in_dim"(%1665) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1668 = "stablehlo.shift_left"(%1663, %1667) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1669 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1670 = "stablehlo.subtract"(%1669, %1665) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1671 = "stablehlo.broadcast_in_dim"(%1670) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1672 = "stablehlo.shift_right_logical"(%1663, %1671) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1673 = "stablehlo.or"(%1668, %1672) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1674 = "stablehlo.xor"(%1666, %1673) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1675 = "stablehlo.broadcast_in_dim"(%arg454) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x4xui32>
    %1676 = "stablehlo.add"(%1666, %1675) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1677 = "stablehlo.broadcast_in_dim"(%arg455) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x4xui32>
    %1678 = "stablehlo.add"(%1674, %1677) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    %1679 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1680 = "stablehlo.add"(%arg451, %1679) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1681 = "stablehlo.convert"(%1680) : (tensor<i32>) -> tensor<ui32>
    %1682 = "stablehlo.broadcast_in_dim"(%1681) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x4xui32>
    %1683 = "stablehlo.add"(%1678, %1682) : (tensor<1x4xui32>, tensor<1x4xui32>) -> tensor<1x4xui32>
    "func.return"(%1630, %1676, %1683, %arg455, %arg456, %arg454, %arg458, %arg457) : (tensor<i32>, tensor<1x4xui32>, tensor<1x4xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xui32>) -> tensor<4x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_3", sym_visibility = "private"}> ({
  ^bb0(%arg450: tensor<4x2xui32>):
    %1608 = "stablehlo.slice"(%arg450) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1609 = "stablehlo.reshape"(%1608) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1610 = "stablehlo.slice"(%arg450) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1611 = "stablehlo.reshape"(%1610) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1612 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %1613 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1614 = "stablehlo.broadcast_in_dim"(%1613) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1615 = "stablehlo.multiply"(%1614, %1612) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1616 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1617 = "stablehlo.broadcast_in_dim"(%1616) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1618 = "stablehlo.shift_right_logical"(%1615, %1617) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1619 = "stablehlo.convert"(%1615) : (tensor<2xui64>) -> tensor<2xui32>
    %1620 = "stablehlo.convert"(%1618) : (tensor<2xui64>) -> tensor<2xui32>
    %1621 = "stablehlo.broadcast_in_dim"(%1620) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1622 = "stablehlo.broadcast_in_dim"(%1619) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %1623 = "stablehlo.broadcast_in_dim"(%1609) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %1624 = "stablehlo.broadcast_in_dim"(%1611) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %1625:2 = "func.call"(%1623, %1624, %1621, %1622) <{callee = @threefry2x32_4}> : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>)
    %1626 = "stablehlo.broadcast_in_dim"(%1625#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %1627 = "stablehlo.broadcast_in_dim"(%1625#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x2xui32>) -> tensor<4x2x1xui32>
    %1628 = "stablehlo.concatenate"(%1626, %1627) <{dimension = 2 : i64}> : (tensor<4x2x1xui32>, tensor<4x2x1xui32>) -> tensor<4x2x2xui32>
    "func.return"(%1628) : (tensor<4x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<4x2xui32>, tensor<4x2xui32>), sym_name = "threefry2x32_4", sym_visibility = "private"}> ({
  ^bb0(%arg428: tensor<4x1xui32>, %arg429: tensor<4x1xui32>, %arg430: tensor<1x2xui32>, %arg431: tensor<1x2xui32>):
    %1588 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1589 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1590 = "stablehlo.xor"(%arg428, %arg429) : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x1xui32>
    %1591 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1592 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x1xui32>
    %1593 = "stablehlo.xor"(%1590, %1592) : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x1xui32>
    %1594 = "stablehlo.broadcast_in_dim"(%arg430) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %1595 = "stablehlo.broadcast_in_dim"(%arg428) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %1596 = "stablehlo.add"(%1594, %1595) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1597 = "stablehlo.broadcast_in_dim"(%arg431) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<4x2xui32>
    %1598 = "stablehlo.broadcast_in_dim"(%arg429) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %1599 = "stablehlo.add"(%1597, %1598) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1600 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1601 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1602:9 = "stablehlo.while"(%1601, %1600, %1596, %1599, %arg429, %1593, %arg428, %1588, %1589) ({
    ^bb0(%arg441: tensor<i32>, %arg442: tensor<i32>, %arg443: tensor<4x2xui32>, %arg444: tensor<4x2xui32>, %arg445: tensor<4x1xui32>, %arg446: tensor<4x1xui32>, %arg447: tensor<4x1xui32>, %arg448: tensor<4xui32>, %arg449: tensor<4xui32>):
      %1606 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1607 = "stablehlo.compare"(%arg441, %1606) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1607) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg432: tensor<i32>, %arg433: tensor<i32>, %arg434: tensor<4x2xui32>, %arg435: tensor<4x2xui32>, %arg436: tensor<4x1xui32>, %arg437: tensor<4x1xui32>, %arg438: tensor<4x1xui32>, %arg439: tensor<4xui32>, %arg440: tensor<4xui32>):
      %1603:8 = "func.call"(%arg433, %arg434, %arg435, %arg436, %arg437, %arg438, %arg439, %arg440) <{callee = @closed_call_5}> : (tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %1604 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1605 = "stablehlo.add"(%arg432, %1604) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1605, %1603#0, %1603#1, %1603#2, %1603#3, %1603#4, %1603#5, %1603#6, %1603#7) : (tensor<i32>, tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1602#2, %1602#3) : (tensor<4x2xui32>, tensor<4x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_5", sym_visibility = "private"}> ({
  ^bb0(%arg420: tensor<i32>, %arg421: tensor<4x2xui32>, %arg422: tensor<4x2xui32>, %arg423: tensor<4x1xui32>, %arg424: tensor<4x1xui32>, %arg425: tensor<4x1xui32>, %arg426: tensor<4xui32>, %arg427: tensor<4xui32>):
    %1533 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1534 = "stablehlo.add"(%arg420, %1533) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1535 = "stablehlo.slice"(%arg426) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1536 = "stablehlo.reshape"(%1535) : (tensor<1xui32>) -> tensor<ui32>
    %1537 = "stablehlo.add"(%arg421, %arg422) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1538 = "stablehlo.broadcast_in_dim"(%1536) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1539 = "stablehlo.shift_left"(%arg422, %1538) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1540 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1541 = "stablehlo.subtract"(%1540, %1536) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1542 = "stablehlo.broadcast_in_dim"(%1541) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1543 = "stablehlo.shift_right_logical"(%arg422, %1542) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1544 = "stablehlo.or"(%1539, %1543) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1545 = "stablehlo.xor"(%1537, %1544) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1546 = "stablehlo.slice"(%arg426) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1547 = "stablehlo.reshape"(%1546) : (tensor<1xui32>) -> tensor<ui32>
    %1548 = "stablehlo.add"(%1537, %1545) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1549 = "stablehlo.broadcast_in_dim"(%1547) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1550 = "stablehlo.shift_left"(%1545, %1549) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1551 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1552 = "stablehlo.subtract"(%1551, %1547) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1553 = "stablehlo.broadcast_in_dim"(%1552) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1554 = "stablehlo.shift_right_logical"(%1545, %1553) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1555 = "stablehlo.or"(%1550, %1554) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1556 = "stablehlo.xor"(%1548, %1555) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1557 = "stablehlo.slice"(%arg426) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1558 = "stablehlo.reshape"(%1557) : (tensor<1xui32>) -> tensor<ui32>
    %1559 = "stablehlo.add"(%1548, %1556) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1560 = "stablehlo.broadcast_in_dim"(%1558) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1561 = "stablehlo.shift_left"(%1556, %1560) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1562 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1563 = "stablehlo.subtract"(%1562, %1558) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1564 = "stablehlo.broadcast_in_dim"(%1563) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1565 = "stablehlo.shift_right_logical"(%1556, %1564) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1566 = "stablehlo.or"(%1561, %1565) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1567 = "stablehlo.xor"(%1559, %1566) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1568 = "stablehlo.slice"(%arg426) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1569 = "stablehlo.reshape"(%1568) : (tensor<1xui32>) -> tensor<ui32>
    %1570 = "stablehlo.add"(%1559, %1567) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1571 = "stablehlo.broadcast_in_dim"(%1569) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1572 = "stablehlo.shift_left"(%1567, %1571) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1573 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1574 = "stablehlo.subtract"(%1573, %1569) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1575 = "stablehlo.broadcast_in_dim"(%1574) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1576 = "stablehlo.shift_right_logical"(%1567, %1575) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1577 = "stablehlo.or"(%1572, %1576) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1578 = "stablehlo.xor"(%1570, %1577) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1579 = "stablehlo.broadcast_in_dim"(%arg423) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %1580 = "stablehlo.add"(%1570, %1579) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1581 = "stablehlo.broadcast_in_dim"(%arg424) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x2xui32>
    %1582 = "stablehlo.add"(%1578, %1581) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    %1583 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1584 = "stablehlo.add"(%arg420, %1583) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1585 = "stablehlo.convert"(%1584) : (tensor<i32>) -> tensor<ui32>
    %1586 = "stablehlo.broadcast_in_dim"(%1585) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x2xui32>
    %1587 = "stablehlo.add"(%1582, %1586) : (tensor<4x2xui32>, tensor<4x2xui32>) -> tensor<4x2xui32>
    "func.return"(%1534, %1580, %1587, %arg424, %arg425, %arg423, %arg427, %arg426) : (tensor<i32>, tensor<4x2xui32>, tensor<4x2xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xui32>) -> tensor<4x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_6", sym_visibility = "private"}> ({
  ^bb0(%arg419: tensor<4x2xui32>):
    %1512 = "stablehlo.slice"(%arg419) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1513 = "stablehlo.reshape"(%1512) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1514 = "stablehlo.slice"(%arg419) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1515 = "stablehlo.reshape"(%1514) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1516 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1517 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1518 = "stablehlo.broadcast_in_dim"(%1517) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1519 = "stablehlo.multiply"(%1518, %1516) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1520 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1521 = "stablehlo.broadcast_in_dim"(%1520) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1522 = "stablehlo.shift_right_logical"(%1519, %1521) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1523 = "stablehlo.convert"(%1519) : (tensor<3xui64>) -> tensor<3xui32>
    %1524 = "stablehlo.convert"(%1522) : (tensor<3xui64>) -> tensor<3xui32>
    %1525 = "stablehlo.broadcast_in_dim"(%1524) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1526 = "stablehlo.broadcast_in_dim"(%1523) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1527 = "stablehlo.broadcast_in_dim"(%1513) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %1528 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %1529:2 = "func.call"(%1527, %1528, %1525, %1526) <{callee = @threefry2x32_7}> : (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>)
    %1530 = "stablehlo.broadcast_in_dim"(%1529#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %1531 = "stablehlo.broadcast_in_dim"(%1529#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x3xui32>) -> tensor<4x3x1xui32>
    %1532 = "stablehlo.concatenate"(%1530, %1531) <{dimension = 2 : i64}> : (tensor<4x3x1xui32>, tensor<4x3x1xui32>) -> tensor<4x3x2xui32>
    "func.return"(%1532) : (tensor<4x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4x1xui32>, tensor<4x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<4x3xui32>, tensor<4x3xui32>), sym_name = "threefry2x32_7", sym_visibility = "private"}> ({
  ^bb0(%arg397: tensor<4x1xui32>, %arg398: tensor<4x1xui32>, %arg399: tensor<1x3xui32>, %arg400: tensor<1x3xui32>):
    %1492 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1493 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1494 = "stablehlo.xor"(%arg397, %arg398) : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x1xui32>
    %1495 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x1xui32>
    %1497 = "stablehlo.xor"(%1494, %1496) : (tensor<4x1xui32>, tensor<4x1xui32>) -> tensor<4x1xui32>
    %1498 = "stablehlo.broadcast_in_dim"(%arg399) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %1499 = "stablehlo.broadcast_in_dim"(%arg397) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %1500 = "stablehlo.add"(%1498, %1499) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1501 = "stablehlo.broadcast_in_dim"(%arg400) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<4x3xui32>
    %1502 = "stablehlo.broadcast_in_dim"(%arg398) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %1503 = "stablehlo.add"(%1501, %1502) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1504 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1505 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1506:9 = "stablehlo.while"(%1505, %1504, %1500, %1503, %arg398, %1497, %arg397, %1492, %1493) ({
    ^bb0(%arg410: tensor<i32>, %arg411: tensor<i32>, %arg412: tensor<4x3xui32>, %arg413: tensor<4x3xui32>, %arg414: tensor<4x1xui32>, %arg415: tensor<4x1xui32>, %arg416: tensor<4x1xui32>, %arg417: tensor<4xui32>, %arg418: tensor<4xui32>):
      %1510 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1511 = "stablehlo.compare"(%arg410, %1510) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1511) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg401: tensor<i32>, %arg402: tensor<i32>, %arg403: tensor<4x3xui32>, %arg404: tensor<4x3xui32>, %arg405: tensor<4x1xui32>, %arg406: tensor<4x1xui32>, %arg407: tensor<4x1xui32>, %arg408: tensor<4xui32>, %arg409: tensor<4xui32>):
      %1507:8 = "func.call"(%arg402, %arg403, %arg404, %arg405, %arg406, %arg407, %arg408, %arg409) <{callee = @closed_call_8}> : (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %1508 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1509 = "stablehlo.add"(%arg401, %1508) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1509, %1507#0, %1507#1, %1507#2, %1507#3, %1507#4, %1507#5, %1507#6, %1507#7) : (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1506#2, %1506#3) : (tensor<4x3xui32>, tensor<4x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_8", sym_visibility = "private"}> ({
  ^bb0(%arg389: tensor<i32>, %arg390: tensor<4x3xui32>, %arg391: tensor<4x3xui32>, %arg392: tensor<4x1xui32>, %arg393: tensor<4x1xui32>, %arg394: tensor<4x1xui32>, %arg395: tensor<4xui32>, %arg396: tensor<4xui32>):
    %1437 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1438 = "stablehlo.add"(%arg389, %1437) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1439 = "stablehlo.slice"(%arg395) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1440 = "stablehlo.reshape"(%1439) : (tensor<1xui32>) -> tensor<ui32>
    %1441 = "stablehlo.add"(%arg390, %arg391) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1442 = "stablehlo.broadcast_in_dim"(%1440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1443 = "stablehlo.shift_left"(%arg391, %1442) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1444 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1445 = "stablehlo.subtract"(%1444, %1440) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1446 = "stablehlo.broadcast_in_dim"(%1445) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1447 = "stablehlo.shift_right_logical"(%arg391, %1446) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1448 = "stablehlo.or"(%1443, %1447) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1449 = "stablehlo.xor"(%1441, %1448) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1450 = "stablehlo.slice"(%arg395) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1451 = "stablehlo.reshape"(%1450) : (tensor<1xui32>) -> tensor<ui32>
    %1452 = "stablehlo.add"(%1441, %1449) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1453 = "stablehlo.broadcast_in_dim"(%1451) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1454 = "stablehlo.shift_left"(%1449, %1453) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1455 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1456 = "stablehlo.subtract"(%1455, %1451) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1457 = "stablehlo.broadcast_in_dim"(%1456) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1458 = "stablehlo.shift_right_logical"(%1449, %1457) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1459 = "stablehlo.or"(%1454, %1458) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1460 = "stablehlo.xor"(%1452, %1459) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1461 = "stablehlo.slice"(%arg395) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1462 = "stablehlo.reshape"(%1461) : (tensor<1xui32>) -> tensor<ui32>
    %1463 = "stablehlo.add"(%1452, %1460) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1464 = "stablehlo.broadcast_in_dim"(%1462) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1465 = "stablehlo.shift_left"(%1460, %1464) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1466 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1467 = "stablehlo.subtract"(%1466, %1462) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1468 = "stablehlo.broadcast_in_dim"(%1467) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1469 = "stablehlo.shift_right_logical"(%1460, %1468) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1470 = "stablehlo.or"(%1465, %1469) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1471 = "stablehlo.xor"(%1463, %1470) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1472 = "stablehlo.slice"(%arg395) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1473 = "stablehlo.reshape"(%1472) : (tensor<1xui32>) -> tensor<ui32>
    %1474 = "stablehlo.add"(%1463, %1471) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1475 = "stablehlo.broadcast_in_dim"(%1473) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1476 = "stablehlo.shift_left"(%1471, %1475) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1477 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1478 = "stablehlo.subtract"(%1477, %1473) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1479 = "stablehlo.broadcast_in_dim"(%1478) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1480 = "stablehlo.shift_right_logical"(%1471, %1479) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1481 = "stablehlo.or"(%1476, %1480) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1482 = "stablehlo.xor"(%1474, %1481) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1483 = "stablehlo.broadcast_in_dim"(%arg392) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %1484 = "stablehlo.add"(%1474, %1483) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1485 = "stablehlo.broadcast_in_dim"(%arg393) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<4x1xui32>) -> tensor<4x3xui32>
    %1486 = "stablehlo.add"(%1482, %1485) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    %1487 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1488 = "stablehlo.add"(%arg389, %1487) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1489 = "stablehlo.convert"(%1488) : (tensor<i32>) -> tensor<ui32>
    %1490 = "stablehlo.broadcast_in_dim"(%1489) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4x3xui32>
    %1491 = "stablehlo.add"(%1486, %1490) : (tensor<4x3xui32>, tensor<4x3xui32>) -> tensor<4x3xui32>
    "func.return"(%1438, %1484, %1491, %arg393, %arg394, %arg392, %arg396, %arg395) : (tensor<i32>, tensor<4x3xui32>, tensor<4x3xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xui32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg388: tensor<4x2xui32>):
    %1436 = "func.call"(%arg388) <{callee = @_normal_real}> : (tensor<4x2xui32>) -> tensor<4xf32>
    "func.return"(%1436) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<4x2xui32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg387: tensor<4x2xui32>):
    %1429 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %1430 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1431 = "func.call"(%arg387, %1429, %1430) <{callee = @_uniform}> : (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1432 = "chlo.erf_inv"(%1431) : (tensor<4xf32>) -> tensor<4xf32>
    %1433 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %1434 = "stablehlo.broadcast_in_dim"(%1433) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1435 = "stablehlo.multiply"(%1434, %1432) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1435) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg384: tensor<4x2xui32>, %arg385: tensor<f32>, %arg386: tensor<f32>):
    %1404 = "stablehlo.slice"(%arg384) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1405 = "stablehlo.reshape"(%1404) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1406 = "stablehlo.slice"(%arg384) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1407 = "stablehlo.reshape"(%1406) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1408 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1409 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1410:2 = "func.call"(%1405, %1407, %1408, %1409) <{callee = @threefry2x32_9}> : (tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %1411 = "stablehlo.xor"(%1410#0, %1410#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1412 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1413 = "stablehlo.broadcast_in_dim"(%1412) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1414 = "stablehlo.shift_right_logical"(%1411, %1413) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1415 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1416 = "stablehlo.broadcast_in_dim"(%1415) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1417 = "stablehlo.or"(%1414, %1416) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1418 = "stablehlo.bitcast_convert"(%1417) : (tensor<4xui32>) -> tensor<4xf32>
    %1419 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1420 = "stablehlo.broadcast_in_dim"(%1419) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1421 = "stablehlo.subtract"(%1418, %1420) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1422 = "stablehlo.subtract"(%arg386, %arg385) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1423 = "stablehlo.broadcast_in_dim"(%1422) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1424 = "stablehlo.multiply"(%1421, %1423) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1425 = "stablehlo.broadcast_in_dim"(%arg385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1426 = "stablehlo.add"(%1424, %1425) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1427 = "stablehlo.broadcast_in_dim"(%arg385) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1428 = "stablehlo.maximum"(%1427, %1426) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1428) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_9", sym_visibility = "private"}> ({
  ^bb0(%arg362: tensor<4xui32>, %arg363: tensor<4xui32>, %arg364: tensor<ui32>, %arg365: tensor<ui32>):
    %1386 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1387 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1388 = "stablehlo.xor"(%arg362, %arg363) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1389 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1390 = "stablehlo.broadcast_in_dim"(%1389) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1391 = "stablehlo.xor"(%1388, %1390) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1392 = "stablehlo.broadcast_in_dim"(%arg364) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1393 = "stablehlo.add"(%1392, %arg362) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1394 = "stablehlo.broadcast_in_dim"(%arg365) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1395 = "stablehlo.add"(%1394, %arg363) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1396 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1397 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1398:9 = "stablehlo.while"(%1397, %1396, %1393, %1395, %arg363, %1391, %arg362, %1386, %1387) ({
    ^bb0(%arg375: tensor<i32>, %arg376: tensor<i32>, %arg377: tensor<4xui32>, %arg378: tensor<4xui32>, %arg379: tensor<4xui32>, %arg380: tensor<4xui32>, %arg381: tensor<4xui32>, %arg382: tensor<4xui32>, %arg383: tensor<4xui32>):
      %1402 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1403 = "stablehlo.compare"(%arg375, %1402) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1403) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg366: tensor<i32>, %arg367: tensor<i32>, %arg368: tensor<4xui32>, %arg369: tensor<4xui32>, %arg370: tensor<4xui32>, %arg371: tensor<4xui32>, %arg372: tensor<4xui32>, %arg373: tensor<4xui32>, %arg374: tensor<4xui32>):
      %1399:8 = "func.call"(%arg367, %arg368, %arg369, %arg370, %arg371, %arg372, %arg373, %arg374) <{callee = @closed_call_10}> : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>)
      %1400 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1401 = "stablehlo.add"(%arg366, %1400) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1401, %1399#0, %1399#1, %1399#2, %1399#3, %1399#4, %1399#5, %1399#6, %1399#7) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1398#2, %1398#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_10", sym_visibility = "private"}> ({
  ^bb0(%arg354: tensor<i32>, %arg355: tensor<4xui32>, %arg356: tensor<4xui32>, %arg357: tensor<4xui32>, %arg358: tensor<4xui32>, %arg359: tensor<4xui32>, %arg360: tensor<4xui32>, %arg361: tensor<4xui32>):
    %1333 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1334 = "stablehlo.add"(%arg354, %1333) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1335 = "stablehlo.slice"(%arg360) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1336 = "stablehlo.reshape"(%1335) : (tensor<1xui32>) -> tensor<ui32>
    %1337 = "stablehlo.add"(%arg355, %arg356) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1338 = "stablehlo.broadcast_in_dim"(%1336) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1339 = "stablehlo.shift_left"(%arg356, %1338) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1340 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1341 = "stablehlo.subtract"(%1340, %1336) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1342 = "stablehlo.broadcast_in_dim"(%1341) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1343 = "stablehlo.shift_right_logical"(%arg356, %1342) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1344 = "stablehlo.or"(%1339, %1343) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1345 = "stablehlo.xor"(%1337, %1344) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1346 = "stablehlo.slice"(%arg360) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1347 = "stablehlo.reshape"(%1346) : (tensor<1xui32>) -> tensor<ui32>
    %1348 = "stablehlo.add"(%1337, %1345) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1349 = "stablehlo.broadcast_in_dim"(%1347) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1350 = "stablehlo.shift_left"(%1345, %1349) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1351 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1352 = "stablehlo.subtract"(%1351, %1347) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1353 = "stablehlo.broadcast_in_dim"(%1352) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1354 = "stablehlo.shift_right_logical"(%1345, %1353) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1355 = "stablehlo.or"(%1350, %1354) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1356 = "stablehlo.xor"(%1348, %1355) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1357 = "stablehlo.slice"(%arg360) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1358 = "stablehlo.reshape"(%1357) : (tensor<1xui32>) -> tensor<ui32>
    %1359 = "stablehlo.add"(%1348, %1356) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1360 = "stablehlo.broadcast_in_dim"(%1358) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1361 = "stablehlo.shift_left"(%1356, %1360) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1362 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1363 = "stablehlo.subtract"(%1362, %1358) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1364 = "stablehlo.broadcast_in_dim"(%1363) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1365 = "stablehlo.shift_right_logical"(%1356, %1364) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1366 = "stablehlo.or"(%1361, %1365) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1367 = "stablehlo.xor"(%1359, %1366) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1368 = "stablehlo.slice"(%arg360) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1369 = "stablehlo.reshape"(%1368) : (tensor<1xui32>) -> tensor<ui32>
    %1370 = "stablehlo.add"(%1359, %1367) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1371 = "stablehlo.broadcast_in_dim"(%1369) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1372 = "stablehlo.shift_left"(%1367, %1371) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1373 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1374 = "stablehlo.subtract"(%1373, %1369) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1375 = "stablehlo.broadcast_in_dim"(%1374) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1376 = "stablehlo.shift_right_logical"(%1367, %1375) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1377 = "stablehlo.or"(%1372, %1376) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1378 = "stablehlo.xor"(%1370, %1377) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1379 = "stablehlo.add"(%1370, %arg357) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1380 = "stablehlo.add"(%1378, %arg358) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1381 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1382 = "stablehlo.add"(%arg354, %1381) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1383 = "stablehlo.convert"(%1382) : (tensor<i32>) -> tensor<ui32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1385 = "stablehlo.add"(%1380, %1384) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%1334, %1379, %1385, %arg358, %arg359, %arg357, %arg361, %arg360) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4x2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform_11", sym_visibility = "private"}> ({
  ^bb0(%arg351: tensor<4x2xui32>, %arg352: tensor<f32>, %arg353: tensor<f32>):
    %1306 = "stablehlo.convert"(%arg352) : (tensor<f32>) -> tensor<f32>
    %1307 = "stablehlo.convert"(%arg353) : (tensor<f32>) -> tensor<f32>
    %1308 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 4, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1309 = "stablehlo.reshape"(%1308) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1310 = "stablehlo.slice"(%arg351) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<4x2xui32>) -> tensor<4x1xui32>
    %1311 = "stablehlo.reshape"(%1310) : (tensor<4x1xui32>) -> tensor<4xui32>
    %1312 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1313 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %1314:2 = "func.call"(%1309, %1311, %1312, %1313) <{callee = @threefry2x32_9}> : (tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %1315 = "stablehlo.xor"(%1314#0, %1314#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1316 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1317 = "stablehlo.broadcast_in_dim"(%1316) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1318 = "stablehlo.shift_right_logical"(%1315, %1317) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1319 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1320 = "stablehlo.broadcast_in_dim"(%1319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1321 = "stablehlo.or"(%1318, %1320) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1322 = "stablehlo.bitcast_convert"(%1321) : (tensor<4xui32>) -> tensor<4xf32>
    %1323 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1324 = "stablehlo.broadcast_in_dim"(%1323) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1325 = "stablehlo.subtract"(%1322, %1324) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1326 = "stablehlo.subtract"(%1307, %1306) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1327 = "stablehlo.broadcast_in_dim"(%1326) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1328 = "stablehlo.multiply"(%1325, %1327) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1329 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1330 = "stablehlo.add"(%1328, %1329) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1331 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1332 = "stablehlo.maximum"(%1331, %1330) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1332) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_poisson", sym_visibility = "private"}> ({
  ^bb0(%arg349: tensor<2xui32>, %arg350: tensor<5xf32>):
    %1286 = "stablehlo.compare"(%arg350, %arg350) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1287 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1288 = "stablehlo.broadcast_in_dim"(%1287) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1289 = "stablehlo.compare"(%arg350, %1288) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1290 = "stablehlo.or"(%1286, %1289) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1291 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1292 = "stablehlo.broadcast_in_dim"(%1291) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1293 = "stablehlo.select"(%1290, %arg350, %1292) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1294 = "stablehlo.constant"() <{value = dense<1.000000e+05> : tensor<f32>}> : () -> tensor<f32>
    %1295 = "stablehlo.broadcast_in_dim"(%1294) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1296 = "stablehlo.select"(%1290, %1295, %arg350) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1297 = "func.call"(%arg349, %1293) <{callee = @_poisson_knuth}> : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>
    %1298 = "func.call"(%arg349, %1296) <{callee = @_poisson_rejection}> : (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>
    %1299 = "stablehlo.select"(%1290, %1297, %1298) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    %1300 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1302 = "stablehlo.compare"(%arg350, %1301) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1303 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1304 = "stablehlo.broadcast_in_dim"(%1303) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %1305 = "stablehlo.select"(%1302, %1304, %1299) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%1305) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_poisson_knuth", sym_visibility = "private"}> ({
  ^bb0(%arg333: tensor<2xui32>, %arg334: tensor<5xf32>):
    %1250 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %1252 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1253 = "stablehlo.broadcast_in_dim"(%1252) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1254 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1255:6 = "stablehlo.while"(%arg334, %arg334, %1254, %1251, %arg333, %1253) ({
    ^bb0(%arg341: tensor<5xf32>, %arg342: tensor<5xf32>, %arg343: tensor<i32>, %arg344: tensor<5xi32>, %arg345: tensor<2xui32>, %arg346: tensor<5xf32>):
      %1277 = "stablehlo.negate"(%arg341) : (tensor<5xf32>) -> tensor<5xf32>
      %1278 = "stablehlo.compare"(%arg346, %1277) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1279 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1280 = "stablehlo.reduce"(%1278, %1279) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg347: tensor<i1>, %arg348: tensor<i1>):
        %1285 = "stablehlo.or"(%arg347, %arg348) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1285) : (tensor<i1>) -> ()
      }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %1281 = "stablehlo.convert"(%arg343) : (tensor<i32>) -> tensor<i32>
      %1282 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
      %1283 = "stablehlo.compare"(%1281, %1282) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1284 = "stablehlo.and"(%1280, %1283) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1284) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg335: tensor<5xf32>, %arg336: tensor<5xf32>, %arg337: tensor<i32>, %arg338: tensor<5xi32>, %arg339: tensor<2xui32>, %arg340: tensor<5xf32>):
      %1259 = "func.call"(%arg339) <{callee = @_threefry_split_12}> : (tensor<2xui32>) -> tensor<2x2xui32>
      %1260 = "stablehlo.slice"(%1259) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %1261 = "stablehlo.reshape"(%1260) : (tensor<1x2xui32>) -> tensor<2xui32>
      %1262 = "stablehlo.slice"(%1259) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %1263 = "stablehlo.reshape"(%1262) : (tensor<1x2xui32>) -> tensor<2xui32>
      %1264 = "stablehlo.negate"(%arg336) : (tensor<5xf32>) -> tensor<5xf32>
      %1265 = "stablehlo.compare"(%arg340, %1264) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1266 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1267 = "stablehlo.broadcast_in_dim"(%1266) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %1268 = "stablehlo.add"(%arg338, %1267) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %1269 = "stablehlo.select"(%1265, %1268, %arg338) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %1270 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1271 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1272 = "func.call"(%1263, %1270, %1271) <{callee = @_uniform_15}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %1273 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1274 = "stablehlo.add"(%arg337, %1273) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      %1275 = "stablehlo.log"(%1272) : (tensor<5xf32>) -> tensor<5xf32>
      %1276 = "stablehlo.add"(%arg340, %1275) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      "stablehlo.return"(%arg335, %arg336, %1274, %1269, %1261, %1276) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xi32>, tensor<2xui32>, tensor<5xf32>) -> ()
    }) : (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xi32>, tensor<2xui32>, tensor<5xf32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xi32>, tensor<2xui32>, tensor<5xf32>)
    %1256 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1257 = "stablehlo.broadcast_in_dim"(%1256) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
    %1258 = "stablehlo.subtract"(%1255#3, %1257) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
    "func.return"(%1258) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_12", sym_visibility = "private"}> ({
  ^bb0(%arg332: tensor<2xui32>):
    %1233 = "stablehlo.slice"(%arg332) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1234 = "stablehlo.reshape"(%1233) : (tensor<1xui32>) -> tensor<ui32>
    %1235 = "stablehlo.slice"(%arg332) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1236 = "stablehlo.reshape"(%1235) : (tensor<1xui32>) -> tensor<ui32>
    %1237 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %1238 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1239 = "stablehlo.broadcast_in_dim"(%1238) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1240 = "stablehlo.multiply"(%1239, %1237) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1241 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1242 = "stablehlo.broadcast_in_dim"(%1241) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1243 = "stablehlo.shift_right_logical"(%1240, %1242) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1244 = "stablehlo.convert"(%1240) : (tensor<2xui64>) -> tensor<2xui32>
    %1245 = "stablehlo.convert"(%1243) : (tensor<2xui64>) -> tensor<2xui32>
    %1246:2 = "func.call"(%1234, %1236, %1245, %1244) <{callee = @threefry2x32_13}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %1247 = "stablehlo.broadcast_in_dim"(%1246#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %1248 = "stablehlo.broadcast_in_dim"(%1246#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %1249 = "stablehlo.concatenate"(%1247, %1248) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%1249) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_13", sym_visibility = "private"}> ({
  ^bb0(%arg310: tensor<ui32>, %arg311: tensor<ui32>, %arg312: tensor<2xui32>, %arg313: tensor<2xui32>):
    %1216 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1217 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1218 = "stablehlo.xor"(%arg310, %arg311) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1219 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1220 = "stablehlo.xor"(%1218, %1219) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1221 = "stablehlo.broadcast_in_dim"(%arg310) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1222 = "stablehlo.add"(%arg312, %1221) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1223 = "stablehlo.broadcast_in_dim"(%arg311) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1224 = "stablehlo.add"(%arg313, %1223) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1225 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1226 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1227:9 = "stablehlo.while"(%1226, %1225, %1222, %1224, %arg311, %1220, %arg310, %1216, %1217) ({
    ^bb0(%arg323: tensor<i32>, %arg324: tensor<i32>, %arg325: tensor<2xui32>, %arg326: tensor<2xui32>, %arg327: tensor<ui32>, %arg328: tensor<ui32>, %arg329: tensor<ui32>, %arg330: tensor<4xui32>, %arg331: tensor<4xui32>):
      %1231 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1232 = "stablehlo.compare"(%arg323, %1231) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1232) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg314: tensor<i32>, %arg315: tensor<i32>, %arg316: tensor<2xui32>, %arg317: tensor<2xui32>, %arg318: tensor<ui32>, %arg319: tensor<ui32>, %arg320: tensor<ui32>, %arg321: tensor<4xui32>, %arg322: tensor<4xui32>):
      %1228:8 = "func.call"(%arg315, %arg316, %arg317, %arg318, %arg319, %arg320, %arg321, %arg322) <{callee = @closed_call_14}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1229 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1230 = "stablehlo.add"(%arg314, %1229) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1230, %1228#0, %1228#1, %1228#2, %1228#3, %1228#4, %1228#5, %1228#6, %1228#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1227#2, %1227#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_14", sym_visibility = "private"}> ({
  ^bb0(%arg302: tensor<i32>, %arg303: tensor<2xui32>, %arg304: tensor<2xui32>, %arg305: tensor<ui32>, %arg306: tensor<ui32>, %arg307: tensor<ui32>, %arg308: tensor<4xui32>, %arg309: tensor<4xui32>):
    %1161 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1162 = "stablehlo.add"(%arg302, %1161) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1163 = "stablehlo.slice"(%arg308) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1164 = "stablehlo.reshape"(%1163) : (tensor<1xui32>) -> tensor<ui32>
    %1165 = "stablehlo.add"(%arg303, %arg304) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1166 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1167 = "stablehlo.shift_left"(%arg304, %1166) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1168 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1169 = "stablehlo.subtract"(%1168, %1164) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1170 = "stablehlo.broadcast_in_dim"(%1169) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1171 = "stablehlo.shift_right_logical"(%arg304, %1170) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1172 = "stablehlo.or"(%1167, %1171) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1173 = "stablehlo.xor"(%1165, %1172) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1174 = "stablehlo.slice"(%arg308) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1175 = "stablehlo.reshape"(%1174) : (tensor<1xui32>) -> tensor<ui32>
    %1176 = "stablehlo.add"(%1165, %1173) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1177 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1178 = "stablehlo.shift_left"(%1173, %1177) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1179 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1180 = "stablehlo.subtract"(%1179, %1175) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1181 = "stablehlo.broadcast_in_dim"(%1180) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1182 = "stablehlo.shift_right_logical"(%1173, %1181) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1183 = "stablehlo.or"(%1178, %1182) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1184 = "stablehlo.xor"(%1176, %1183) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1185 = "stablehlo.slice"(%arg308) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1186 = "stablehlo.reshape"(%1185) : (tensor<1xui32>) -> tensor<ui32>
    %1187 = "stablehlo.add"(%1176, %1184) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1188 = "stablehlo.broadcast_in_dim"(%1186) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1189 = "stablehlo.shift_left"(%1184, %1188) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1190 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1191 = "stablehlo.subtract"(%1190, %1186) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1193 = "stablehlo.shift_right_logical"(%1184, %1192) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1194 = "stablehlo.or"(%1189, %1193) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1195 = "stablehlo.xor"(%1187, %1194) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1196 = "stablehlo.slice"(%arg308) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1197 = "stablehlo.reshape"(%1196) : (tensor<1xui32>) -> tensor<ui32>
    %1198 = "stablehlo.add"(%1187, %1195) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1199 = "stablehlo.broadcast_in_dim"(%1197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1200 = "stablehlo.shift_left"(%1195, %1199) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1201 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1202 = "stablehlo.subtract"(%1201, %1197) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1203 = "stablehlo.broadcast_in_dim"(%1202) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1204 = "stablehlo.shift_right_logical"(%1195, %1203) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1205 = "stablehlo.or"(%1200, %1204) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1206 = "stablehlo.xor"(%1198, %1205) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1207 = "stablehlo.broadcast_in_dim"(%arg305) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1208 = "stablehlo.add"(%1198, %1207) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1209 = "stablehlo.broadcast_in_dim"(%arg306) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1210 = "stablehlo.add"(%1206, %1209) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1211 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1212 = "stablehlo.add"(%arg302, %1211) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1213 = "stablehlo.convert"(%1212) : (tensor<i32>) -> tensor<ui32>
    %1214 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1215 = "stablehlo.add"(%1210, %1214) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%1162, %1208, %1215, %arg306, %arg307, %arg305, %arg309, %arg308) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform_15", sym_visibility = "private"}> ({
  ^bb0(%arg299: tensor<2xui32>, %arg300: tensor<f32>, %arg301: tensor<f32>):
    %1125 = "stablehlo.convert"(%arg300) : (tensor<f32>) -> tensor<f32>
    %1126 = "stablehlo.convert"(%arg301) : (tensor<f32>) -> tensor<f32>
    %1127 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1128 = "stablehlo.broadcast_in_dim"(%1126) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1129 = "stablehlo.slice"(%arg299) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1130 = "stablehlo.reshape"(%1129) : (tensor<1xui32>) -> tensor<ui32>
    %1131 = "stablehlo.slice"(%arg299) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1132 = "stablehlo.reshape"(%1131) : (tensor<1xui32>) -> tensor<ui32>
    %1133 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %1134 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1135 = "stablehlo.broadcast_in_dim"(%1134) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1136 = "stablehlo.multiply"(%1135, %1133) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1137 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1138 = "stablehlo.broadcast_in_dim"(%1137) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1139 = "stablehlo.shift_right_logical"(%1136, %1138) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1140 = "stablehlo.convert"(%1136) : (tensor<5xui64>) -> tensor<5xui32>
    %1141 = "stablehlo.convert"(%1139) : (tensor<5xui64>) -> tensor<5xui32>
    %1142:2 = "func.call"(%1130, %1132, %1141, %1140) <{callee = @threefry2x32_16}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %1143 = "stablehlo.xor"(%1142#0, %1142#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1144 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1146 = "stablehlo.shift_right_logical"(%1143, %1145) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1147 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1148 = "stablehlo.broadcast_in_dim"(%1147) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1149 = "stablehlo.or"(%1146, %1148) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1150 = "stablehlo.bitcast_convert"(%1149) : (tensor<5xui32>) -> tensor<5xf32>
    %1151 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1152 = "stablehlo.broadcast_in_dim"(%1151) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1153 = "stablehlo.subtract"(%1150, %1152) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1154 = "stablehlo.subtract"(%1128, %1127) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1155 = "stablehlo.broadcast_in_dim"(%1154) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1156 = "stablehlo.multiply"(%1153, %1155) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1157 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1158 = "stablehlo.add"(%1156, %1157) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1159 = "stablehlo.broadcast_in_dim"(%1127) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1160 = "stablehlo.maximum"(%1159, %1158) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%1160) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_16", sym_visibility = "private"}> ({
  ^bb0(%arg277: tensor<ui32>, %arg278: tensor<ui32>, %arg279: tensor<5xui32>, %arg280: tensor<5xui32>):
    %1108 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1109 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1110 = "stablehlo.xor"(%arg277, %arg278) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1111 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1112 = "stablehlo.xor"(%1110, %1111) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1113 = "stablehlo.broadcast_in_dim"(%arg277) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1114 = "stablehlo.add"(%arg279, %1113) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1115 = "stablehlo.broadcast_in_dim"(%arg278) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1116 = "stablehlo.add"(%arg280, %1115) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1117 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1118 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1119:9 = "stablehlo.while"(%1118, %1117, %1114, %1116, %arg278, %1112, %arg277, %1108, %1109) ({
    ^bb0(%arg290: tensor<i32>, %arg291: tensor<i32>, %arg292: tensor<5xui32>, %arg293: tensor<5xui32>, %arg294: tensor<ui32>, %arg295: tensor<ui32>, %arg296: tensor<ui32>, %arg297: tensor<4xui32>, %arg298: tensor<4xui32>):
      %1123 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1124 = "stablehlo.compare"(%arg290, %1123) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1124) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg281: tensor<i32>, %arg282: tensor<i32>, %arg283: tensor<5xui32>, %arg284: tensor<5xui32>, %arg285: tensor<ui32>, %arg286: tensor<ui32>, %arg287: tensor<ui32>, %arg288: tensor<4xui32>, %arg289: tensor<4xui32>):
      %1120:8 = "func.call"(%arg282, %arg283, %arg284, %arg285, %arg286, %arg287, %arg288, %arg289) <{callee = @closed_call_17}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1121 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1122 = "stablehlo.add"(%arg281, %1121) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1122, %1120#0, %1120#1, %1120#2, %1120#3, %1120#4, %1120#5, %1120#6, %1120#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1119#2, %1119#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_17", sym_visibility = "private"}> ({
  ^bb0(%arg269: tensor<i32>, %arg270: tensor<5xui32>, %arg271: tensor<5xui32>, %arg272: tensor<ui32>, %arg273: tensor<ui32>, %arg274: tensor<ui32>, %arg275: tensor<4xui32>, %arg276: tensor<4xui32>):
    %1053 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1054 = "stablehlo.add"(%arg269, %1053) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1055 = "stablehlo.slice"(%arg275) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1056 = "stablehlo.reshape"(%1055) : (tensor<1xui32>) -> tensor<ui32>
    %1057 = "stablehlo.add"(%arg270, %arg271) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1058 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1059 = "stablehlo.shift_left"(%arg271, %1058) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1060 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1061 = "stablehlo.subtract"(%1060, %1056) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1062 = "stablehlo.broadcast_in_dim"(%1061) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1063 = "stablehlo.shift_right_logical"(%arg271, %1062) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1064 = "stablehlo.or"(%1059, %1063) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1065 = "stablehlo.xor"(%1057, %1064) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1066 = "stablehlo.slice"(%arg275) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1067 = "stablehlo.reshape"(%1066) : (tensor<1xui32>) -> tensor<ui32>
    %1068 = "stablehlo.add"(%1057, %1065) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1069 = "stablehlo.broadcast_in_dim"(%1067) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1070 = "stablehlo.shift_left"(%1065, %1069) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1071 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1072 = "stablehlo.subtract"(%1071, %1067) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1073 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1074 = "stablehlo.shift_right_logical"(%1065, %1073) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1075 = "stablehlo.or"(%1070, %1074) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1076 = "stablehlo.xor"(%1068, %1075) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1077 = "stablehlo.slice"(%arg275) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1078 = "stablehlo.reshape"(%1077) : (tensor<1xui32>) -> tensor<ui32>
    %1079 = "stablehlo.add"(%1068, %1076) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1080 = "stablehlo.broadcast_in_dim"(%1078) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1081 = "stablehlo.shift_left"(%1076, %1080) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1082 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1083 = "stablehlo.subtract"(%1082, %1078) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1085 = "stablehlo.shift_right_logical"(%1076, %1084) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1086 = "stablehlo.or"(%1081, %1085) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1087 = "stablehlo.xor"(%1079, %1086) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1088 = "stablehlo.slice"(%arg275) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1089 = "stablehlo.reshape"(%1088) : (tensor<1xui32>) -> tensor<ui32>
    %1090 = "stablehlo.add"(%1079, %1087) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1091 = "stablehlo.broadcast_in_dim"(%1089) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1092 = "stablehlo.shift_left"(%1087, %1091) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1093 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1094 = "stablehlo.subtract"(%1093, %1089) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1095 = "stablehlo.broadcast_in_dim"(%1094) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1096 = "stablehlo.shift_right_logical"(%1087, %1095) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1097 = "stablehlo.or"(%1092, %1096) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1098 = "stablehlo.xor"(%1090, %1097) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1099 = "stablehlo.broadcast_in_dim"(%arg272) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1100 = "stablehlo.add"(%1090, %1099) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1101 = "stablehlo.broadcast_in_dim"(%arg273) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1102 = "stablehlo.add"(%1098, %1101) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1103 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1104 = "stablehlo.add"(%arg269, %1103) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1105 = "stablehlo.convert"(%1104) : (tensor<i32>) -> tensor<ui32>
    %1106 = "stablehlo.broadcast_in_dim"(%1105) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1107 = "stablehlo.add"(%1102, %1106) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%1054, %1100, %1107, %arg273, %arg274, %arg272, %arg276, %arg275) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<5xf32>) -> tensor<5xi32>, res_attrs = [{}], sym_name = "_poisson_rejection", sym_visibility = "private"}> ({
  ^bb0(%arg245: tensor<2xui32>, %arg246: tensor<5xf32>):
    %939 = "stablehlo.log"(%arg246) : (tensor<5xf32>) -> tensor<5xf32>
    %940 = "stablehlo.sqrt"(%arg246) : (tensor<5xf32>) -> tensor<5xf32>
    %941 = "stablehlo.constant"() <{value = dense<2.530000e+00> : tensor<f32>}> : () -> tensor<f32>
    %942 = "stablehlo.broadcast_in_dim"(%941) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %943 = "stablehlo.multiply"(%942, %940) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %944 = "stablehlo.constant"() <{value = dense<9.310000e-01> : tensor<f32>}> : () -> tensor<f32>
    %945 = "stablehlo.broadcast_in_dim"(%944) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %946 = "stablehlo.add"(%945, %943) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %947 = "stablehlo.constant"() <{value = dense<2.483000e-02> : tensor<f32>}> : () -> tensor<f32>
    %948 = "stablehlo.broadcast_in_dim"(%947) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %949 = "stablehlo.multiply"(%948, %946) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %950 = "stablehlo.constant"() <{value = dense<-5.900000e-02> : tensor<f32>}> : () -> tensor<f32>
    %951 = "stablehlo.broadcast_in_dim"(%950) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %952 = "stablehlo.add"(%951, %949) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %953 = "stablehlo.constant"() <{value = dense<3.400000e+00> : tensor<f32>}> : () -> tensor<f32>
    %954 = "stablehlo.broadcast_in_dim"(%953) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %955 = "stablehlo.subtract"(%946, %954) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %956 = "stablehlo.constant"() <{value = dense<1.132800e+00> : tensor<f32>}> : () -> tensor<f32>
    %957 = "stablehlo.broadcast_in_dim"(%956) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %958 = "stablehlo.divide"(%957, %955) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %959 = "stablehlo.constant"() <{value = dense<1.123900e+00> : tensor<f32>}> : () -> tensor<f32>
    %960 = "stablehlo.broadcast_in_dim"(%959) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %961 = "stablehlo.add"(%960, %958) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %962 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %963 = "stablehlo.broadcast_in_dim"(%962) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %964 = "stablehlo.subtract"(%946, %963) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %965 = "stablehlo.constant"() <{value = dense<3.622400e+00> : tensor<f32>}> : () -> tensor<f32>
    %966 = "stablehlo.broadcast_in_dim"(%965) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %967 = "stablehlo.divide"(%966, %964) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %968 = "stablehlo.constant"() <{value = dense<0.927699983> : tensor<f32>}> : () -> tensor<f32>
    %969 = "stablehlo.broadcast_in_dim"(%968) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %970 = "stablehlo.subtract"(%969, %967) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %971 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %972 = "stablehlo.broadcast_in_dim"(%971) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %973 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %974 = "stablehlo.broadcast_in_dim"(%973) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %975 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %976:10 = "stablehlo.while"(%952, %946, %arg246, %961, %939, %970, %975, %972, %974, %arg245) ({
    ^bb0(%arg257: tensor<5xf32>, %arg258: tensor<5xf32>, %arg259: tensor<5xf32>, %arg260: tensor<5xf32>, %arg261: tensor<5xf32>, %arg262: tensor<5xf32>, %arg263: tensor<i32>, %arg264: tensor<5xf32>, %arg265: tensor<5xi1>, %arg266: tensor<2xui32>):
      %1045 = "stablehlo.not"(%arg265) : (tensor<5xi1>) -> tensor<5xi1>
      %1046 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1047 = "stablehlo.reduce"(%1045, %1046) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg267: tensor<i1>, %arg268: tensor<i1>):
        %1052 = "stablehlo.or"(%arg267, %arg268) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1052) : (tensor<i1>) -> ()
      }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %1048 = "stablehlo.convert"(%arg263) : (tensor<i32>) -> tensor<i32>
      %1049 = "stablehlo.constant"() <{value = dense<2147483647> : tensor<i32>}> : () -> tensor<i32>
      %1050 = "stablehlo.compare"(%1048, %1049) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      %1051 = "stablehlo.and"(%1047, %1050) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1051) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg247: tensor<5xf32>, %arg248: tensor<5xf32>, %arg249: tensor<5xf32>, %arg250: tensor<5xf32>, %arg251: tensor<5xf32>, %arg252: tensor<5xf32>, %arg253: tensor<i32>, %arg254: tensor<5xf32>, %arg255: tensor<5xi1>, %arg256: tensor<2xui32>):
      %978 = "func.call"(%arg256) <{callee = @_threefry_split_18}> : (tensor<2xui32>) -> tensor<3x2xui32>
      %979 = "stablehlo.slice"(%978) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %980 = "stablehlo.reshape"(%979) : (tensor<1x2xui32>) -> tensor<2xui32>
      %981 = "stablehlo.slice"(%978) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %982 = "stablehlo.reshape"(%981) : (tensor<1x2xui32>) -> tensor<2xui32>
      %983 = "stablehlo.slice"(%978) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %984 = "stablehlo.reshape"(%983) : (tensor<1x2xui32>) -> tensor<2xui32>
      %985 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %986 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %987 = "func.call"(%982, %985, %986) <{callee = @_uniform_15}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %988 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %989 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %990 = "stablehlo.subtract"(%987, %989) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %991 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %992 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %993 = "func.call"(%984, %991, %992) <{callee = @_uniform_15}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %994 = "stablehlo.abs"(%990) : (tensor<5xf32>) -> tensor<5xf32>
      %995 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %996 = "stablehlo.broadcast_in_dim"(%995) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %997 = "stablehlo.subtract"(%996, %994) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %998 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %999 = "stablehlo.broadcast_in_dim"(%998) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1000 = "stablehlo.multiply"(%999, %arg247) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1001 = "stablehlo.divide"(%1000, %997) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1002 = "stablehlo.add"(%1001, %arg248) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1003 = "stablehlo.multiply"(%1002, %990) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1004 = "stablehlo.add"(%1003, %arg249) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1005 = "stablehlo.constant"() <{value = dense<4.300000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1006 = "stablehlo.broadcast_in_dim"(%1005) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1007 = "stablehlo.add"(%1004, %1006) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1008 = "stablehlo.floor"(%1007) : (tensor<5xf32>) -> tensor<5xf32>
      %1009 = "stablehlo.multiply"(%993, %arg250) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1010 = "stablehlo.multiply"(%997, %997) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1011 = "stablehlo.divide"(%arg247, %1010) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1012 = "stablehlo.add"(%1011, %arg248) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1013 = "stablehlo.divide"(%1009, %1012) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1014 = "stablehlo.log"(%1013) : (tensor<5xf32>) -> tensor<5xf32>
      %1015 = "stablehlo.negate"(%arg249) : (tensor<5xf32>) -> tensor<5xf32>
      %1016 = "stablehlo.multiply"(%1008, %arg251) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1017 = "stablehlo.add"(%1015, %1016) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1018 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1019 = "stablehlo.broadcast_in_dim"(%1018) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1020 = "stablehlo.add"(%1008, %1019) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1021 = "chlo.lgamma"(%1020) : (tensor<5xf32>) -> tensor<5xf32>
      %1022 = "stablehlo.subtract"(%1017, %1021) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1023 = "stablehlo.constant"() <{value = dense<7.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1024 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1025 = "stablehlo.compare"(%997, %1024) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1026 = "stablehlo.compare"(%993, %arg252) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1027 = "stablehlo.and"(%1025, %1026) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1028 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1029 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1030 = "stablehlo.compare"(%1008, %1029) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1031 = "stablehlo.constant"() <{value = dense<1.300000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1032 = "stablehlo.broadcast_in_dim"(%1031) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %1033 = "stablehlo.compare"(%997, %1032) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1034 = "stablehlo.compare"(%993, %997) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1035 = "stablehlo.and"(%1033, %1034) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1036 = "stablehlo.or"(%1030, %1035) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1037 = "stablehlo.compare"(%1014, %1022) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %1038 = "stablehlo.not"(%1036) : (tensor<5xi1>) -> tensor<5xi1>
      %1039 = "stablehlo.and"(%1038, %1037) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1040 = "stablehlo.or"(%1027, %1039) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1041 = "stablehlo.select"(%1040, %1008, %arg254) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %1042 = "stablehlo.or"(%arg255, %1040) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %1043 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1044 = "stablehlo.add"(%arg253, %1043) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg247, %arg248, %arg249, %arg250, %arg251, %arg252, %1044, %1041, %1042, %980) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>) -> ()
    }) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>)
    %977 = "stablehlo.convert"(%976#7) : (tensor<5xf32>) -> tensor<5xi32>
    "func.return"(%977) : (tensor<5xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_18", sym_visibility = "private"}> ({
  ^bb0(%arg244: tensor<2xui32>):
    %922 = "stablehlo.slice"(%arg244) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %923 = "stablehlo.reshape"(%922) : (tensor<1xui32>) -> tensor<ui32>
    %924 = "stablehlo.slice"(%arg244) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %925 = "stablehlo.reshape"(%924) : (tensor<1xui32>) -> tensor<ui32>
    %926 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %927 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %928 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %929 = "stablehlo.multiply"(%928, %926) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %930 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %931 = "stablehlo.broadcast_in_dim"(%930) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %932 = "stablehlo.shift_right_logical"(%929, %931) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %933 = "stablehlo.convert"(%929) : (tensor<3xui64>) -> tensor<3xui32>
    %934 = "stablehlo.convert"(%932) : (tensor<3xui64>) -> tensor<3xui32>
    %935:2 = "func.call"(%923, %925, %934, %933) <{callee = @threefry2x32_19}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %936 = "stablehlo.broadcast_in_dim"(%935#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %937 = "stablehlo.broadcast_in_dim"(%935#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %938 = "stablehlo.concatenate"(%936, %937) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%938) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_19", sym_visibility = "private"}> ({
  ^bb0(%arg222: tensor<ui32>, %arg223: tensor<ui32>, %arg224: tensor<3xui32>, %arg225: tensor<3xui32>):
    %905 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %906 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %907 = "stablehlo.xor"(%arg222, %arg223) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %908 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %909 = "stablehlo.xor"(%907, %908) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %910 = "stablehlo.broadcast_in_dim"(%arg222) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %911 = "stablehlo.add"(%arg224, %910) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %912 = "stablehlo.broadcast_in_dim"(%arg223) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %913 = "stablehlo.add"(%arg225, %912) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %914 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %915 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %916:9 = "stablehlo.while"(%915, %914, %911, %913, %arg223, %909, %arg222, %905, %906) ({
    ^bb0(%arg235: tensor<i32>, %arg236: tensor<i32>, %arg237: tensor<3xui32>, %arg238: tensor<3xui32>, %arg239: tensor<ui32>, %arg240: tensor<ui32>, %arg241: tensor<ui32>, %arg242: tensor<4xui32>, %arg243: tensor<4xui32>):
      %920 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %921 = "stablehlo.compare"(%arg235, %920) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%921) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg226: tensor<i32>, %arg227: tensor<i32>, %arg228: tensor<3xui32>, %arg229: tensor<3xui32>, %arg230: tensor<ui32>, %arg231: tensor<ui32>, %arg232: tensor<ui32>, %arg233: tensor<4xui32>, %arg234: tensor<4xui32>):
      %917:8 = "func.call"(%arg227, %arg228, %arg229, %arg230, %arg231, %arg232, %arg233, %arg234) <{callee = @closed_call_20}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %918 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %919 = "stablehlo.add"(%arg226, %918) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%919, %917#0, %917#1, %917#2, %917#3, %917#4, %917#5, %917#6, %917#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%916#2, %916#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_20", sym_visibility = "private"}> ({
  ^bb0(%arg214: tensor<i32>, %arg215: tensor<3xui32>, %arg216: tensor<3xui32>, %arg217: tensor<ui32>, %arg218: tensor<ui32>, %arg219: tensor<ui32>, %arg220: tensor<4xui32>, %arg221: tensor<4xui32>):
    %850 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %851 = "stablehlo.add"(%arg214, %850) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %852 = "stablehlo.slice"(%arg220) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %853 = "stablehlo.reshape"(%852) : (tensor<1xui32>) -> tensor<ui32>
    %854 = "stablehlo.add"(%arg215, %arg216) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %855 = "stablehlo.broadcast_in_dim"(%853) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %856 = "stablehlo.shift_left"(%arg216, %855) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %857 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %858 = "stablehlo.subtract"(%857, %853) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %860 = "stablehlo.shift_right_logical"(%arg216, %859) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %861 = "stablehlo.or"(%856, %860) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %862 = "stablehlo.xor"(%854, %861) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %863 = "stablehlo.slice"(%arg220) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %864 = "stablehlo.reshape"(%863) : (tensor<1xui32>) -> tensor<ui32>
    %865 = "stablehlo.add"(%854, %862) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %866 = "stablehlo.broadcast_in_dim"(%864) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %867 = "stablehlo.shift_left"(%862, %866) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %868 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %869 = "stablehlo.subtract"(%868, %864) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %870 = "stablehlo.broadcast_in_dim"(%869) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %871 = "stablehlo.shift_right_logical"(%862, %870) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %872 = "stablehlo.or"(%867, %871) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %873 = "stablehlo.xor"(%865, %872) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %874 = "stablehlo.slice"(%arg220) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %875 = "stablehlo.reshape"(%874) : (tensor<1xui32>) -> tensor<ui32>
    %876 = "stablehlo.add"(%865, %873) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %877 = "stablehlo.broadcast_in_dim"(%875) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %878 = "stablehlo.shift_left"(%873, %877) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %879 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %880 = "stablehlo.subtract"(%879, %875) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %881 = "stablehlo.broadcast_in_dim"(%880) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %882 = "stablehlo.shift_right_logical"(%873, %881) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %883 = "stablehlo.or"(%878, %882) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %884 = "stablehlo.xor"(%876, %883) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %885 = "stablehlo.slice"(%arg220) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %886 = "stablehlo.reshape"(%885) : (tensor<1xui32>) -> tensor<ui32>
    %887 = "stablehlo.add"(%876, %884) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %888 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %889 = "stablehlo.shift_left"(%884, %888) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %890 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %891 = "stablehlo.subtract"(%890, %886) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %892 = "stablehlo.broadcast_in_dim"(%891) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %893 = "stablehlo.shift_right_logical"(%884, %892) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %894 = "stablehlo.or"(%889, %893) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %895 = "stablehlo.xor"(%887, %894) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %896 = "stablehlo.broadcast_in_dim"(%arg217) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %897 = "stablehlo.add"(%887, %896) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %898 = "stablehlo.broadcast_in_dim"(%arg218) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %899 = "stablehlo.add"(%895, %898) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %900 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %901 = "stablehlo.add"(%arg214, %900) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %902 = "stablehlo.convert"(%901) : (tensor<i32>) -> tensor<ui32>
    %903 = "stablehlo.broadcast_in_dim"(%902) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %904 = "stablehlo.add"(%899, %903) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%851, %897, %904, %arg218, %arg219, %arg217, %arg221, %arg220) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_beta", sym_visibility = "private"}> ({
  ^bb0(%arg211: tensor<2xui32>, %arg212: tensor<f32>, %arg213: tensor<f32>):
    %832 = "stablehlo.convert"(%arg212) : (tensor<f32>) -> tensor<f32>
    %833 = "stablehlo.convert"(%arg213) : (tensor<f32>) -> tensor<f32>
    %834 = "func.call"(%arg211) <{callee = @_threefry_split_12}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %835 = "stablehlo.slice"(%834) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %836 = "stablehlo.reshape"(%835) : (tensor<1x2xui32>) -> tensor<2xui32>
    %837 = "stablehlo.slice"(%834) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %838 = "stablehlo.reshape"(%837) : (tensor<1x2xui32>) -> tensor<2xui32>
    %839 = "stablehlo.broadcast_in_dim"(%832) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %840 = "stablehlo.broadcast_in_dim"(%833) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %841 = "func.call"(%836, %839) <{callee = @_gamma_21}> : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>
    %842 = "func.call"(%838, %840) <{callee = @_gamma_21}> : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>
    %843 = "stablehlo.maximum"(%841, %842) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %844 = "stablehlo.subtract"(%841, %843) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %845 = "stablehlo.exponential"(%844) : (tensor<3xf32>) -> tensor<3xf32>
    %846 = "stablehlo.subtract"(%842, %843) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %847 = "stablehlo.exponential"(%846) : (tensor<3xf32>) -> tensor<3xf32>
    %848 = "stablehlo.add"(%845, %847) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %849 = "stablehlo.divide"(%845, %848) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%849) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_gamma_21", sym_visibility = "private"}> ({
  ^bb0(%arg185: tensor<2xui32>, %arg186: tensor<3xf32>):
    %690 = "stablehlo.reshape"(%arg185) : (tensor<2xui32>) -> tensor<1x2xui32>
    %691 = "func.call"(%690) <{callee = @_threefry_split_22}> : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %692 = "stablehlo.reshape"(%691) : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %693 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %694 = "stablehlo.broadcast_in_dim"(%693) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %695 = "stablehlo.compare"(%arg186, %694) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %696 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %697 = "stablehlo.broadcast_in_dim"(%696) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %698 = "stablehlo.add"(%arg186, %697) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %699 = "stablehlo.select"(%695, %arg186, %698) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %700 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %701 = "stablehlo.broadcast_in_dim"(%700) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %702 = "stablehlo.subtract"(%699, %701) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %703 = "stablehlo.sqrt"(%702) : (tensor<3xf32>) -> tensor<3xf32>
    %704 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %705 = "stablehlo.broadcast_in_dim"(%704) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %706 = "stablehlo.divide"(%705, %703) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %707 = "func.call"(%692) <{callee = @_threefry_split_25}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %708 = "stablehlo.slice"(%707) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %709 = "stablehlo.reshape"(%708) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %710 = "stablehlo.slice"(%707) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %711 = "stablehlo.reshape"(%710) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %712 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %713 = "stablehlo.broadcast_in_dim"(%712) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %714 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %715 = "stablehlo.broadcast_in_dim"(%714) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %716 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %717 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %718:6 = "stablehlo.while"(%702, %706, %709, %713, %715, %717) ({
    ^bb0(%arg203: tensor<3xf32>, %arg204: tensor<3xf32>, %arg205: tensor<3x2xui32>, %arg206: tensor<3xf32>, %arg207: tensor<3xf32>, %arg208: tensor<3xf32>):
      %808 = "stablehlo.multiply"(%arg206, %arg206) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %809 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %810 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %811 = "stablehlo.multiply"(%810, %808) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %812 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %813 = "stablehlo.broadcast_in_dim"(%812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %814 = "stablehlo.subtract"(%813, %811) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %815 = "stablehlo.compare"(%arg208, %814) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %816 = "stablehlo.log"(%arg208) : (tensor<3xf32>) -> tensor<3xf32>
      %817 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %818 = "stablehlo.broadcast_in_dim"(%817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %819 = "stablehlo.multiply"(%arg206, %818) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %820 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %821 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %822 = "stablehlo.subtract"(%821, %arg207) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %823 = "stablehlo.log"(%arg207) : (tensor<3xf32>) -> tensor<3xf32>
      %824 = "stablehlo.add"(%822, %823) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %825 = "stablehlo.multiply"(%arg203, %824) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %826 = "stablehlo.add"(%819, %825) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %827 = "stablehlo.compare"(%816, %826) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %828 = "stablehlo.and"(%815, %827) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %829 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %830 = "stablehlo.reduce"(%828, %829) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg209: tensor<i1>, %arg210: tensor<i1>):
        %831 = "stablehlo.or"(%arg209, %arg210) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%831) : (tensor<i1>) -> ()
      }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%830) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg187: tensor<3xf32>, %arg188: tensor<3xf32>, %arg189: tensor<3x2xui32>, %arg190: tensor<3xf32>, %arg191: tensor<3xf32>, %arg192: tensor<3xf32>):
      %736 = "func.call"(%arg189) <{callee = @_threefry_split_28}> : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %737 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %738 = "stablehlo.reshape"(%737) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %739 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %740 = "stablehlo.reshape"(%739) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %741 = "stablehlo.slice"(%736) <{limit_indices = array<i64: 3, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %742 = "stablehlo.reshape"(%741) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %743 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %745 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %746 = "stablehlo.broadcast_in_dim"(%745) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %747:4 = "stablehlo.while"(%arg188, %740, %744, %746) ({
      ^bb0(%arg197: tensor<3xf32>, %arg198: tensor<3x2xui32>, %arg199: tensor<3xf32>, %arg200: tensor<3xf32>):
        %802 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %804 = "stablehlo.compare"(%arg200, %803) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %805 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %806 = "stablehlo.reduce"(%804, %805) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg201: tensor<i1>, %arg202: tensor<i1>):
          %807 = "stablehlo.or"(%arg201, %arg202) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%807) : (tensor<i1>) -> ()
        }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%806) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg193: tensor<3xf32>, %arg194: tensor<3x2xui32>, %arg195: tensor<3xf32>, %arg196: tensor<3xf32>):
        %783 = "func.call"(%arg194) <{callee = @_threefry_split_25}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %784 = "stablehlo.slice"(%783) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %785 = "stablehlo.reshape"(%784) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %786 = "stablehlo.slice"(%783) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %787 = "stablehlo.reshape"(%786) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %788 = "func.call"(%787) <{callee = @_normal_31}> : (tensor<3x2xui32>) -> tensor<3xf32>
        %789 = "stablehlo.multiply"(%788, %arg193) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %790 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %791 = "stablehlo.broadcast_in_dim"(%790) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %792 = "stablehlo.add"(%791, %789) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %793 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %794 = "stablehlo.broadcast_in_dim"(%793) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %795 = "stablehlo.compare"(%arg196, %794) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %796 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
        %797 = "stablehlo.select"(%796, %785, %arg194) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
        %798 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %799 = "stablehlo.select"(%798, %788, %arg195) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %800 = "stablehlo.broadcast_in_dim"(%795) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %801 = "stablehlo.select"(%800, %792, %arg196) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "stablehlo.return"(%arg193, %797, %799, %801) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> ()
      }) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>)
      %748 = "stablehlo.multiply"(%747#2, %747#2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %749 = "stablehlo.multiply"(%747#3, %747#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %750 = "stablehlo.multiply"(%749, %747#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %751 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %752 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %753 = "func.call"(%742, %751, %752) <{callee = @_uniform_36}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %754 = "stablehlo.multiply"(%arg190, %arg190) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %755 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %756 = "stablehlo.broadcast_in_dim"(%755) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %757 = "stablehlo.multiply"(%756, %754) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %758 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %760 = "stablehlo.subtract"(%759, %757) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %761 = "stablehlo.compare"(%arg192, %760) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %762 = "stablehlo.log"(%arg192) : (tensor<3xf32>) -> tensor<3xf32>
      %763 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %764 = "stablehlo.broadcast_in_dim"(%763) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %765 = "stablehlo.multiply"(%arg190, %764) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %766 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %767 = "stablehlo.broadcast_in_dim"(%766) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %768 = "stablehlo.subtract"(%767, %arg191) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %769 = "stablehlo.log"(%arg191) : (tensor<3xf32>) -> tensor<3xf32>
      %770 = "stablehlo.add"(%768, %769) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %771 = "stablehlo.multiply"(%arg187, %770) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %772 = "stablehlo.add"(%765, %771) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %773 = "stablehlo.compare"(%762, %772) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %774 = "stablehlo.and"(%761, %773) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %775 = "stablehlo.broadcast_in_dim"(%774) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
      %776 = "stablehlo.select"(%775, %738, %arg189) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
      %777 = "stablehlo.broadcast_in_dim"(%774) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %778 = "stablehlo.select"(%777, %748, %arg190) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %779 = "stablehlo.broadcast_in_dim"(%774) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %780 = "stablehlo.select"(%779, %750, %arg191) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %781 = "stablehlo.broadcast_in_dim"(%774) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %782 = "stablehlo.select"(%781, %753, %arg192) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%arg187, %arg188, %776, %778, %780, %782) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %719 = "func.call"(%711) <{callee = @_exponential}> : (tensor<3x2xui32>) -> tensor<3xf32>
    %720 = "stablehlo.negate"(%719) : (tensor<3xf32>) -> tensor<3xf32>
    %721 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %723 = "stablehlo.compare"(%720, %722) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %724 = "stablehlo.or"(%695, %723) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %725 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %726 = "stablehlo.broadcast_in_dim"(%725) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %727 = "stablehlo.divide"(%726, %arg186) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %728 = "stablehlo.multiply"(%720, %727) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %729 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %730 = "stablehlo.broadcast_in_dim"(%729) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %731 = "stablehlo.select"(%724, %730, %728) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %732 = "stablehlo.log"(%702) : (tensor<3xf32>) -> tensor<3xf32>
    %733 = "stablehlo.log"(%718#4) : (tensor<3xf32>) -> tensor<3xf32>
    %734 = "stablehlo.add"(%732, %733) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %735 = "stablehlo.add"(%734, %731) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%735) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_22", sym_visibility = "private"}> ({
  ^bb0(%arg184: tensor<1x2xui32>):
    %669 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %670 = "stablehlo.reshape"(%669) : (tensor<1x1xui32>) -> tensor<1xui32>
    %671 = "stablehlo.slice"(%arg184) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %672 = "stablehlo.reshape"(%671) : (tensor<1x1xui32>) -> tensor<1xui32>
    %673 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %674 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %675 = "stablehlo.broadcast_in_dim"(%674) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %676 = "stablehlo.multiply"(%675, %673) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %677 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %678 = "stablehlo.broadcast_in_dim"(%677) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %679 = "stablehlo.shift_right_logical"(%676, %678) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %680 = "stablehlo.convert"(%676) : (tensor<3xui64>) -> tensor<3xui32>
    %681 = "stablehlo.convert"(%679) : (tensor<3xui64>) -> tensor<3xui32>
    %682 = "stablehlo.broadcast_in_dim"(%681) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %683 = "stablehlo.broadcast_in_dim"(%680) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %684 = "stablehlo.broadcast_in_dim"(%670) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %685 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %686:2 = "func.call"(%684, %685, %682, %683) <{callee = @threefry2x32_23}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>)
    %687 = "stablehlo.broadcast_in_dim"(%686#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %688 = "stablehlo.broadcast_in_dim"(%686#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %689 = "stablehlo.concatenate"(%687, %688) <{dimension = 2 : i64}> : (tensor<1x3x1xui32>, tensor<1x3x1xui32>) -> tensor<1x3x2xui32>
    "func.return"(%689) : (tensor<1x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>), sym_name = "threefry2x32_23", sym_visibility = "private"}> ({
  ^bb0(%arg162: tensor<1x1xui32>, %arg163: tensor<1x1xui32>, %arg164: tensor<1x3xui32>, %arg165: tensor<1x3xui32>):
    %651 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %652 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %653 = "stablehlo.xor"(%arg162, %arg163) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %654 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %655 = "stablehlo.broadcast_in_dim"(%654) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %656 = "stablehlo.xor"(%653, %655) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %657 = "stablehlo.broadcast_in_dim"(%arg162) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %658 = "stablehlo.add"(%arg164, %657) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %659 = "stablehlo.broadcast_in_dim"(%arg163) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %660 = "stablehlo.add"(%arg165, %659) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %661 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %662 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %663:9 = "stablehlo.while"(%662, %661, %658, %660, %arg163, %656, %arg162, %651, %652) ({
    ^bb0(%arg175: tensor<i32>, %arg176: tensor<i32>, %arg177: tensor<1x3xui32>, %arg178: tensor<1x3xui32>, %arg179: tensor<1x1xui32>, %arg180: tensor<1x1xui32>, %arg181: tensor<1x1xui32>, %arg182: tensor<4xui32>, %arg183: tensor<4xui32>):
      %667 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %668 = "stablehlo.compare"(%arg175, %667) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%668) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg166: tensor<i32>, %arg167: tensor<i32>, %arg168: tensor<1x3xui32>, %arg169: tensor<1x3xui32>, %arg170: tensor<1x1xui32>, %arg171: tensor<1x1xui32>, %arg172: tensor<1x1xui32>, %arg173: tensor<4xui32>, %arg174: tensor<4xui32>):
      %664:8 = "func.call"(%arg167, %arg168, %arg169, %arg170, %arg171, %arg172, %arg173, %arg174) <{callee = @closed_call_24}> : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %665 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %666 = "stablehlo.add"(%arg166, %665) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%666, %664#0, %664#1, %664#2, %664#3, %664#4, %664#5, %664#6, %664#7) : (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%663#2, %663#3) : (tensor<1x3xui32>, tensor<1x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_24", sym_visibility = "private"}> ({
  ^bb0(%arg154: tensor<i32>, %arg155: tensor<1x3xui32>, %arg156: tensor<1x3xui32>, %arg157: tensor<1x1xui32>, %arg158: tensor<1x1xui32>, %arg159: tensor<1x1xui32>, %arg160: tensor<4xui32>, %arg161: tensor<4xui32>):
    %596 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %597 = "stablehlo.add"(%arg154, %596) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %598 = "stablehlo.slice"(%arg160) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %599 = "stablehlo.reshape"(%598) : (tensor<1xui32>) -> tensor<ui32>
    %600 = "stablehlo.add"(%arg155, %arg156) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %601 = "stablehlo.broadcast_in_dim"(%599) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %602 = "stablehlo.shift_left"(%arg156, %601) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %603 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %604 = "stablehlo.subtract"(%603, %599) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %605 = "stablehlo.broadcast_in_dim"(%604) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %606 = "stablehlo.shift_right_logical"(%arg156, %605) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %607 = "stablehlo.or"(%602, %606) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %608 = "stablehlo.xor"(%600, %607) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %609 = "stablehlo.slice"(%arg160) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %610 = "stablehlo.reshape"(%609) : (tensor<1xui32>) -> tensor<ui32>
    %611 = "stablehlo.add"(%600, %608) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %612 = "stablehlo.broadcast_in_dim"(%610) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %613 = "stablehlo.shift_left"(%608, %612) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %614 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %615 = "stablehlo.subtract"(%614, %610) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %616 = "stablehlo.broadcast_in_dim"(%615) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %617 = "stablehlo.shift_right_logical"(%608, %616) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %618 = "stablehlo.or"(%613, %617) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %619 = "stablehlo.xor"(%611, %618) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %620 = "stablehlo.slice"(%arg160) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %621 = "stablehlo.reshape"(%620) : (tensor<1xui32>) -> tensor<ui32>
    %622 = "stablehlo.add"(%611, %619) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %623 = "stablehlo.broadcast_in_dim"(%621) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %624 = "stablehlo.shift_left"(%619, %623) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %625 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %626 = "stablehlo.subtract"(%625, %621) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %627 = "stablehlo.broadcast_in_dim"(%626) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %628 = "stablehlo.shift_right_logical"(%619, %627) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %629 = "stablehlo.or"(%624, %628) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %630 = "stablehlo.xor"(%622, %629) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %631 = "stablehlo.slice"(%arg160) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %632 = "stablehlo.reshape"(%631) : (tensor<1xui32>) -> tensor<ui32>
    %633 = "stablehlo.add"(%622, %630) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %634 = "stablehlo.broadcast_in_dim"(%632) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %635 = "stablehlo.shift_left"(%630, %634) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %636 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %637 = "stablehlo.subtract"(%636, %632) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %639 = "stablehlo.shift_right_logical"(%630, %638) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %640 = "stablehlo.or"(%635, %639) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %641 = "stablehlo.xor"(%633, %640) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %642 = "stablehlo.broadcast_in_dim"(%arg157) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %643 = "stablehlo.add"(%633, %642) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %644 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %645 = "stablehlo.add"(%641, %644) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %646 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %647 = "stablehlo.add"(%arg154, %646) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %648 = "stablehlo.convert"(%647) : (tensor<i32>) -> tensor<ui32>
    %649 = "stablehlo.broadcast_in_dim"(%648) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %650 = "stablehlo.add"(%645, %649) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    "func.return"(%597, %643, %650, %arg158, %arg159, %arg157, %arg161, %arg160) : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_25", sym_visibility = "private"}> ({
  ^bb0(%arg153: tensor<3x2xui32>):
    %575 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %576 = "stablehlo.reshape"(%575) : (tensor<3x1xui32>) -> tensor<3xui32>
    %577 = "stablehlo.slice"(%arg153) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %578 = "stablehlo.reshape"(%577) : (tensor<3x1xui32>) -> tensor<3xui32>
    %579 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %580 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %582 = "stablehlo.multiply"(%581, %579) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %583 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %584 = "stablehlo.broadcast_in_dim"(%583) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %585 = "stablehlo.shift_right_logical"(%582, %584) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %586 = "stablehlo.convert"(%582) : (tensor<2xui64>) -> tensor<2xui32>
    %587 = "stablehlo.convert"(%585) : (tensor<2xui64>) -> tensor<2xui32>
    %588 = "stablehlo.broadcast_in_dim"(%587) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %589 = "stablehlo.broadcast_in_dim"(%586) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %590 = "stablehlo.broadcast_in_dim"(%576) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %591 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %592:2 = "func.call"(%590, %591, %588, %589) <{callee = @threefry2x32_26}> : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %593 = "stablehlo.broadcast_in_dim"(%592#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %594 = "stablehlo.broadcast_in_dim"(%592#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %595 = "stablehlo.concatenate"(%593, %594) <{dimension = 2 : i64}> : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    "func.return"(%595) : (tensor<3x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>), sym_name = "threefry2x32_26", sym_visibility = "private"}> ({
  ^bb0(%arg131: tensor<3x1xui32>, %arg132: tensor<3x1xui32>, %arg133: tensor<1x2xui32>, %arg134: tensor<1x2xui32>):
    %555 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %556 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %557 = "stablehlo.xor"(%arg131, %arg132) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %558 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %559 = "stablehlo.broadcast_in_dim"(%558) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x1xui32>
    %560 = "stablehlo.xor"(%557, %559) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %561 = "stablehlo.broadcast_in_dim"(%arg133) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %562 = "stablehlo.broadcast_in_dim"(%arg131) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %563 = "stablehlo.add"(%561, %562) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %564 = "stablehlo.broadcast_in_dim"(%arg134) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %565 = "stablehlo.broadcast_in_dim"(%arg132) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %566 = "stablehlo.add"(%564, %565) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %567 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %568 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %569:9 = "stablehlo.while"(%568, %567, %563, %566, %arg132, %560, %arg131, %555, %556) ({
    ^bb0(%arg144: tensor<i32>, %arg145: tensor<i32>, %arg146: tensor<3x2xui32>, %arg147: tensor<3x2xui32>, %arg148: tensor<3x1xui32>, %arg149: tensor<3x1xui32>, %arg150: tensor<3x1xui32>, %arg151: tensor<4xui32>, %arg152: tensor<4xui32>):
      %573 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %574 = "stablehlo.compare"(%arg144, %573) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%574) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg135: tensor<i32>, %arg136: tensor<i32>, %arg137: tensor<3x2xui32>, %arg138: tensor<3x2xui32>, %arg139: tensor<3x1xui32>, %arg140: tensor<3x1xui32>, %arg141: tensor<3x1xui32>, %arg142: tensor<4xui32>, %arg143: tensor<4xui32>):
      %570:8 = "func.call"(%arg136, %arg137, %arg138, %arg139, %arg140, %arg141, %arg142, %arg143) <{callee = @closed_call_27}> : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %571 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %572 = "stablehlo.add"(%arg135, %571) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%572, %570#0, %570#1, %570#2, %570#3, %570#4, %570#5, %570#6, %570#7) : (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%569#2, %569#3) : (tensor<3x2xui32>, tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_27", sym_visibility = "private"}> ({
  ^bb0(%arg123: tensor<i32>, %arg124: tensor<3x2xui32>, %arg125: tensor<3x2xui32>, %arg126: tensor<3x1xui32>, %arg127: tensor<3x1xui32>, %arg128: tensor<3x1xui32>, %arg129: tensor<4xui32>, %arg130: tensor<4xui32>):
    %500 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %501 = "stablehlo.add"(%arg123, %500) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %502 = "stablehlo.slice"(%arg129) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %503 = "stablehlo.reshape"(%502) : (tensor<1xui32>) -> tensor<ui32>
    %504 = "stablehlo.add"(%arg124, %arg125) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %505 = "stablehlo.broadcast_in_dim"(%503) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %506 = "stablehlo.shift_left"(%arg125, %505) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %507 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %508 = "stablehlo.subtract"(%507, %503) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %509 = "stablehlo.broadcast_in_dim"(%508) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %510 = "stablehlo.shift_right_logical"(%arg125, %509) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %511 = "stablehlo.or"(%506, %510) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %512 = "stablehlo.xor"(%504, %511) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %513 = "stablehlo.slice"(%arg129) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %514 = "stablehlo.reshape"(%513) : (tensor<1xui32>) -> tensor<ui32>
    %515 = "stablehlo.add"(%504, %512) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %516 = "stablehlo.broadcast_in_dim"(%514) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %517 = "stablehlo.shift_left"(%512, %516) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %518 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %519 = "stablehlo.subtract"(%518, %514) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %520 = "stablehlo.broadcast_in_dim"(%519) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %521 = "stablehlo.shift_right_logical"(%512, %520) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %522 = "stablehlo.or"(%517, %521) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %523 = "stablehlo.xor"(%515, %522) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %524 = "stablehlo.slice"(%arg129) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %525 = "stablehlo.reshape"(%524) : (tensor<1xui32>) -> tensor<ui32>
    %526 = "stablehlo.add"(%515, %523) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %527 = "stablehlo.broadcast_in_dim"(%525) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %528 = "stablehlo.shift_left"(%523, %527) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %529 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %530 = "stablehlo.subtract"(%529, %525) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %531 = "stablehlo.broadcast_in_dim"(%530) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %532 = "stablehlo.shift_right_logical"(%523, %531) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %533 = "stablehlo.or"(%528, %532) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %534 = "stablehlo.xor"(%526, %533) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %535 = "stablehlo.slice"(%arg129) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %536 = "stablehlo.reshape"(%535) : (tensor<1xui32>) -> tensor<ui32>
    %537 = "stablehlo.add"(%526, %534) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %538 = "stablehlo.broadcast_in_dim"(%536) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %539 = "stablehlo.shift_left"(%534, %538) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %540 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %541 = "stablehlo.subtract"(%540, %536) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %542 = "stablehlo.broadcast_in_dim"(%541) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %543 = "stablehlo.shift_right_logical"(%534, %542) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %544 = "stablehlo.or"(%539, %543) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %545 = "stablehlo.xor"(%537, %544) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %546 = "stablehlo.broadcast_in_dim"(%arg126) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %547 = "stablehlo.add"(%537, %546) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %548 = "stablehlo.broadcast_in_dim"(%arg127) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %549 = "stablehlo.add"(%545, %548) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %550 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %551 = "stablehlo.add"(%arg123, %550) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %552 = "stablehlo.convert"(%551) : (tensor<i32>) -> tensor<ui32>
    %553 = "stablehlo.broadcast_in_dim"(%552) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %554 = "stablehlo.add"(%549, %553) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    "func.return"(%501, %547, %554, %arg127, %arg128, %arg126, %arg130, %arg129) : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_28", sym_visibility = "private"}> ({
  ^bb0(%arg122: tensor<3x2xui32>):
    %479 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %480 = "stablehlo.reshape"(%479) : (tensor<3x1xui32>) -> tensor<3xui32>
    %481 = "stablehlo.slice"(%arg122) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %482 = "stablehlo.reshape"(%481) : (tensor<3x1xui32>) -> tensor<3xui32>
    %483 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %484 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %485 = "stablehlo.broadcast_in_dim"(%484) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %486 = "stablehlo.multiply"(%485, %483) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %487 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %489 = "stablehlo.shift_right_logical"(%486, %488) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %490 = "stablehlo.convert"(%486) : (tensor<3xui64>) -> tensor<3xui32>
    %491 = "stablehlo.convert"(%489) : (tensor<3xui64>) -> tensor<3xui32>
    %492 = "stablehlo.broadcast_in_dim"(%491) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %493 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %494 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %495 = "stablehlo.broadcast_in_dim"(%482) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %496:2 = "func.call"(%494, %495, %492, %493) <{callee = @threefry2x32_29}> : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>)
    %497 = "stablehlo.broadcast_in_dim"(%496#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %498 = "stablehlo.broadcast_in_dim"(%496#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %499 = "stablehlo.concatenate"(%497, %498) <{dimension = 2 : i64}> : (tensor<3x3x1xui32>, tensor<3x3x1xui32>) -> tensor<3x3x2xui32>
    "func.return"(%499) : (tensor<3x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>), sym_name = "threefry2x32_29", sym_visibility = "private"}> ({
  ^bb0(%arg100: tensor<3x1xui32>, %arg101: tensor<3x1xui32>, %arg102: tensor<1x3xui32>, %arg103: tensor<1x3xui32>):
    %459 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %460 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %461 = "stablehlo.xor"(%arg100, %arg101) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %462 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %463 = "stablehlo.broadcast_in_dim"(%462) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x1xui32>
    %464 = "stablehlo.xor"(%461, %463) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %465 = "stablehlo.broadcast_in_dim"(%arg102) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %466 = "stablehlo.broadcast_in_dim"(%arg100) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %467 = "stablehlo.add"(%465, %466) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %468 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %469 = "stablehlo.broadcast_in_dim"(%arg101) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %470 = "stablehlo.add"(%468, %469) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %471 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %472 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %473:9 = "stablehlo.while"(%472, %471, %467, %470, %arg101, %464, %arg100, %459, %460) ({
    ^bb0(%arg113: tensor<i32>, %arg114: tensor<i32>, %arg115: tensor<3x3xui32>, %arg116: tensor<3x3xui32>, %arg117: tensor<3x1xui32>, %arg118: tensor<3x1xui32>, %arg119: tensor<3x1xui32>, %arg120: tensor<4xui32>, %arg121: tensor<4xui32>):
      %477 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %478 = "stablehlo.compare"(%arg113, %477) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%478) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg104: tensor<i32>, %arg105: tensor<i32>, %arg106: tensor<3x3xui32>, %arg107: tensor<3x3xui32>, %arg108: tensor<3x1xui32>, %arg109: tensor<3x1xui32>, %arg110: tensor<3x1xui32>, %arg111: tensor<4xui32>, %arg112: tensor<4xui32>):
      %474:8 = "func.call"(%arg105, %arg106, %arg107, %arg108, %arg109, %arg110, %arg111, %arg112) <{callee = @closed_call_30}> : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %475 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %476 = "stablehlo.add"(%arg104, %475) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%476, %474#0, %474#1, %474#2, %474#3, %474#4, %474#5, %474#6, %474#7) : (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%473#2, %473#3) : (tensor<3x3xui32>, tensor<3x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_30", sym_visibility = "private"}> ({
  ^bb0(%arg92: tensor<i32>, %arg93: tensor<3x3xui32>, %arg94: tensor<3x3xui32>, %arg95: tensor<3x1xui32>, %arg96: tensor<3x1xui32>, %arg97: tensor<3x1xui32>, %arg98: tensor<4xui32>, %arg99: tensor<4xui32>):
    %404 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %405 = "stablehlo.add"(%arg92, %404) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %406 = "stablehlo.slice"(%arg98) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %407 = "stablehlo.reshape"(%406) : (tensor<1xui32>) -> tensor<ui32>
    %408 = "stablehlo.add"(%arg93, %arg94) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %409 = "stablehlo.broadcast_in_dim"(%407) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %410 = "stablehlo.shift_left"(%arg94, %409) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %411 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %412 = "stablehlo.subtract"(%411, %407) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %413 = "stablehlo.broadcast_in_dim"(%412) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %414 = "stablehlo.shift_right_logical"(%arg94, %413) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %415 = "stablehlo.or"(%410, %414) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %416 = "stablehlo.xor"(%408, %415) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %417 = "stablehlo.slice"(%arg98) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %418 = "stablehlo.reshape"(%417) : (tensor<1xui32>) -> tensor<ui32>
    %419 = "stablehlo.add"(%408, %416) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %420 = "stablehlo.broadcast_in_dim"(%418) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %421 = "stablehlo.shift_left"(%416, %420) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %422 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %423 = "stablehlo.subtract"(%422, %418) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %424 = "stablehlo.broadcast_in_dim"(%423) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %425 = "stablehlo.shift_right_logical"(%416, %424) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %426 = "stablehlo.or"(%421, %425) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %427 = "stablehlo.xor"(%419, %426) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %428 = "stablehlo.slice"(%arg98) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %429 = "stablehlo.reshape"(%428) : (tensor<1xui32>) -> tensor<ui32>
    %430 = "stablehlo.add"(%419, %427) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %431 = "stablehlo.broadcast_in_dim"(%429) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %432 = "stablehlo.shift_left"(%427, %431) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %433 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %434 = "stablehlo.subtract"(%433, %429) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %435 = "stablehlo.broadcast_in_dim"(%434) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %436 = "stablehlo.shift_right_logical"(%427, %435) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %437 = "stablehlo.or"(%432, %436) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %438 = "stablehlo.xor"(%430, %437) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %439 = "stablehlo.slice"(%arg98) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %440 = "stablehlo.reshape"(%439) : (tensor<1xui32>) -> tensor<ui32>
    %441 = "stablehlo.add"(%430, %438) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %442 = "stablehlo.broadcast_in_dim"(%440) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %443 = "stablehlo.shift_left"(%438, %442) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %444 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %445 = "stablehlo.subtract"(%444, %440) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %446 = "stablehlo.broadcast_in_dim"(%445) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %447 = "stablehlo.shift_right_logical"(%438, %446) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %448 = "stablehlo.or"(%443, %447) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %449 = "stablehlo.xor"(%441, %448) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %450 = "stablehlo.broadcast_in_dim"(%arg95) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %451 = "stablehlo.add"(%441, %450) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %452 = "stablehlo.broadcast_in_dim"(%arg96) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %453 = "stablehlo.add"(%449, %452) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %454 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %455 = "stablehlo.add"(%arg92, %454) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %456 = "stablehlo.convert"(%455) : (tensor<i32>) -> tensor<ui32>
    %457 = "stablehlo.broadcast_in_dim"(%456) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %458 = "stablehlo.add"(%453, %457) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    "func.return"(%405, %451, %458, %arg96, %arg97, %arg95, %arg99, %arg98) : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_31", sym_visibility = "private"}> ({
  ^bb0(%arg91: tensor<3x2xui32>):
    %403 = "func.call"(%arg91) <{callee = @_normal_real_32}> : (tensor<3x2xui32>) -> tensor<3xf32>
    "func.return"(%403) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_real_32", sym_visibility = "private"}> ({
  ^bb0(%arg90: tensor<3x2xui32>):
    %396 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %397 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %398 = "func.call"(%arg90, %396, %397) <{callee = @_uniform_33}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %399 = "chlo.erf_inv"(%398) : (tensor<3xf32>) -> tensor<3xf32>
    %400 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %401 = "stablehlo.broadcast_in_dim"(%400) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %402 = "stablehlo.multiply"(%401, %399) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%402) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_33", sym_visibility = "private"}> ({
  ^bb0(%arg87: tensor<3x2xui32>, %arg88: tensor<f32>, %arg89: tensor<f32>):
    %371 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %372 = "stablehlo.reshape"(%371) : (tensor<3x1xui32>) -> tensor<3xui32>
    %373 = "stablehlo.slice"(%arg87) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %374 = "stablehlo.reshape"(%373) : (tensor<3x1xui32>) -> tensor<3xui32>
    %375 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %376 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %377:2 = "func.call"(%372, %374, %375, %376) <{callee = @threefry2x32_34}> : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %378 = "stablehlo.xor"(%377#0, %377#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %379 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %380 = "stablehlo.broadcast_in_dim"(%379) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %381 = "stablehlo.shift_right_logical"(%378, %380) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %382 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %383 = "stablehlo.broadcast_in_dim"(%382) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %384 = "stablehlo.or"(%381, %383) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %385 = "stablehlo.bitcast_convert"(%384) : (tensor<3xui32>) -> tensor<3xf32>
    %386 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %387 = "stablehlo.broadcast_in_dim"(%386) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %388 = "stablehlo.subtract"(%385, %387) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %389 = "stablehlo.subtract"(%arg89, %arg88) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %390 = "stablehlo.broadcast_in_dim"(%389) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %391 = "stablehlo.multiply"(%388, %390) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %392 = "stablehlo.broadcast_in_dim"(%arg88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %393 = "stablehlo.add"(%391, %392) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %394 = "stablehlo.broadcast_in_dim"(%arg88) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %395 = "stablehlo.maximum"(%394, %393) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%395) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_34", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<3xui32>, %arg66: tensor<3xui32>, %arg67: tensor<ui32>, %arg68: tensor<ui32>):
    %353 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %354 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %355 = "stablehlo.xor"(%arg65, %arg66) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %356 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %357 = "stablehlo.broadcast_in_dim"(%356) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %358 = "stablehlo.xor"(%355, %357) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %359 = "stablehlo.broadcast_in_dim"(%arg67) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %360 = "stablehlo.add"(%359, %arg65) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %361 = "stablehlo.broadcast_in_dim"(%arg68) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %362 = "stablehlo.add"(%361, %arg66) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %363 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %364 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %365:9 = "stablehlo.while"(%364, %363, %360, %362, %arg66, %358, %arg65, %353, %354) ({
    ^bb0(%arg78: tensor<i32>, %arg79: tensor<i32>, %arg80: tensor<3xui32>, %arg81: tensor<3xui32>, %arg82: tensor<3xui32>, %arg83: tensor<3xui32>, %arg84: tensor<3xui32>, %arg85: tensor<4xui32>, %arg86: tensor<4xui32>):
      %369 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %370 = "stablehlo.compare"(%arg78, %369) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%370) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg69: tensor<i32>, %arg70: tensor<i32>, %arg71: tensor<3xui32>, %arg72: tensor<3xui32>, %arg73: tensor<3xui32>, %arg74: tensor<3xui32>, %arg75: tensor<3xui32>, %arg76: tensor<4xui32>, %arg77: tensor<4xui32>):
      %366:8 = "func.call"(%arg70, %arg71, %arg72, %arg73, %arg74, %arg75, %arg76, %arg77) <{callee = @closed_call_35}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
      %367 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %368 = "stablehlo.add"(%arg69, %367) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%368, %366#0, %366#1, %366#2, %366#3, %366#4, %366#5, %366#6, %366#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%365#2, %365#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_35", sym_visibility = "private"}> ({
  ^bb0(%arg57: tensor<i32>, %arg58: tensor<3xui32>, %arg59: tensor<3xui32>, %arg60: tensor<3xui32>, %arg61: tensor<3xui32>, %arg62: tensor<3xui32>, %arg63: tensor<4xui32>, %arg64: tensor<4xui32>):
    %300 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %301 = "stablehlo.add"(%arg57, %300) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %302 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %303 = "stablehlo.reshape"(%302) : (tensor<1xui32>) -> tensor<ui32>
    %304 = "stablehlo.add"(%arg58, %arg59) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %305 = "stablehlo.broadcast_in_dim"(%303) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %306 = "stablehlo.shift_left"(%arg59, %305) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %307 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %308 = "stablehlo.subtract"(%307, %303) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %310 = "stablehlo.shift_right_logical"(%arg59, %309) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %311 = "stablehlo.or"(%306, %310) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %312 = "stablehlo.xor"(%304, %311) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %313 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %314 = "stablehlo.reshape"(%313) : (tensor<1xui32>) -> tensor<ui32>
    %315 = "stablehlo.add"(%304, %312) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %316 = "stablehlo.broadcast_in_dim"(%314) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %317 = "stablehlo.shift_left"(%312, %316) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %318 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %319 = "stablehlo.subtract"(%318, %314) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %320 = "stablehlo.broadcast_in_dim"(%319) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %321 = "stablehlo.shift_right_logical"(%312, %320) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %322 = "stablehlo.or"(%317, %321) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %323 = "stablehlo.xor"(%315, %322) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %324 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %325 = "stablehlo.reshape"(%324) : (tensor<1xui32>) -> tensor<ui32>
    %326 = "stablehlo.add"(%315, %323) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %327 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %328 = "stablehlo.shift_left"(%323, %327) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %329 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %330 = "stablehlo.subtract"(%329, %325) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %331 = "stablehlo.broadcast_in_dim"(%330) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %332 = "stablehlo.shift_right_logical"(%323, %331) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %333 = "stablehlo.or"(%328, %332) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %334 = "stablehlo.xor"(%326, %333) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %335 = "stablehlo.slice"(%arg63) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %336 = "stablehlo.reshape"(%335) : (tensor<1xui32>) -> tensor<ui32>
    %337 = "stablehlo.add"(%326, %334) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %338 = "stablehlo.broadcast_in_dim"(%336) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %339 = "stablehlo.shift_left"(%334, %338) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %340 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %341 = "stablehlo.subtract"(%340, %336) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %342 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %343 = "stablehlo.shift_right_logical"(%334, %342) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %344 = "stablehlo.or"(%339, %343) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %345 = "stablehlo.xor"(%337, %344) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %346 = "stablehlo.add"(%337, %arg60) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %347 = "stablehlo.add"(%345, %arg61) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %348 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %349 = "stablehlo.add"(%arg57, %348) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %350 = "stablehlo.convert"(%349) : (tensor<i32>) -> tensor<ui32>
    %351 = "stablehlo.broadcast_in_dim"(%350) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %352 = "stablehlo.add"(%347, %351) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%301, %346, %352, %arg61, %arg62, %arg60, %arg64, %arg63) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_36", sym_visibility = "private"}> ({
  ^bb0(%arg54: tensor<3x2xui32>, %arg55: tensor<f32>, %arg56: tensor<f32>):
    %273 = "stablehlo.convert"(%arg55) : (tensor<f32>) -> tensor<f32>
    %274 = "stablehlo.convert"(%arg56) : (tensor<f32>) -> tensor<f32>
    %275 = "stablehlo.slice"(%arg54) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %276 = "stablehlo.reshape"(%275) : (tensor<3x1xui32>) -> tensor<3xui32>
    %277 = "stablehlo.slice"(%arg54) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %278 = "stablehlo.reshape"(%277) : (tensor<3x1xui32>) -> tensor<3xui32>
    %279 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %280 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %281:2 = "func.call"(%276, %278, %279, %280) <{callee = @threefry2x32_34}> : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %282 = "stablehlo.xor"(%281#0, %281#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %283 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %284 = "stablehlo.broadcast_in_dim"(%283) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %285 = "stablehlo.shift_right_logical"(%282, %284) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %286 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %287 = "stablehlo.broadcast_in_dim"(%286) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %288 = "stablehlo.or"(%285, %287) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %289 = "stablehlo.bitcast_convert"(%288) : (tensor<3xui32>) -> tensor<3xf32>
    %290 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "stablehlo.broadcast_in_dim"(%290) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %292 = "stablehlo.subtract"(%289, %291) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %293 = "stablehlo.subtract"(%274, %273) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %295 = "stablehlo.multiply"(%292, %294) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %296 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %297 = "stablehlo.add"(%295, %296) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %298 = "stablehlo.broadcast_in_dim"(%273) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %299 = "stablehlo.maximum"(%298, %297) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%299) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_exponential", sym_visibility = "private"}> ({
  ^bb0(%arg53: tensor<3x2xui32>):
    %267 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %269 = "func.call"(%arg53, %267, %268) <{callee = @_uniform_36}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %270 = "stablehlo.negate"(%269) : (tensor<3xf32>) -> tensor<3xf32>
    %271 = "stablehlo.log_plus_one"(%270) : (tensor<3xf32>) -> tensor<3xf32>
    %272 = "stablehlo.negate"(%271) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%272) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_exponential_37", sym_visibility = "private"}> ({
  ^bb0(%arg52: tensor<2xui32>):
    %261 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %262 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %263 = "func.call"(%arg52, %261, %262) <{callee = @_uniform_38}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %264 = "stablehlo.negate"(%263) : (tensor<4xf32>) -> tensor<4xf32>
    %265 = "stablehlo.log_plus_one"(%264) : (tensor<4xf32>) -> tensor<4xf32>
    %266 = "stablehlo.negate"(%265) : (tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%266) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform_38", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<2xui32>, %arg50: tensor<f32>, %arg51: tensor<f32>):
    %225 = "stablehlo.convert"(%arg50) : (tensor<f32>) -> tensor<f32>
    %226 = "stablehlo.convert"(%arg51) : (tensor<f32>) -> tensor<f32>
    %227 = "stablehlo.broadcast_in_dim"(%225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %228 = "stablehlo.broadcast_in_dim"(%226) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %229 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %230 = "stablehlo.reshape"(%229) : (tensor<1xui32>) -> tensor<ui32>
    %231 = "stablehlo.slice"(%arg49) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %232 = "stablehlo.reshape"(%231) : (tensor<1xui32>) -> tensor<ui32>
    %233 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %234 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %235 = "stablehlo.broadcast_in_dim"(%234) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %236 = "stablehlo.multiply"(%235, %233) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %237 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %238 = "stablehlo.broadcast_in_dim"(%237) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %239 = "stablehlo.shift_right_logical"(%236, %238) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %240 = "stablehlo.convert"(%236) : (tensor<4xui64>) -> tensor<4xui32>
    %241 = "stablehlo.convert"(%239) : (tensor<4xui64>) -> tensor<4xui32>
    %242:2 = "func.call"(%230, %232, %241, %240) <{callee = @threefry2x32_39}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %243 = "stablehlo.xor"(%242#0, %242#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %244 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %245 = "stablehlo.broadcast_in_dim"(%244) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %246 = "stablehlo.shift_right_logical"(%243, %245) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %247 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %248 = "stablehlo.broadcast_in_dim"(%247) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %249 = "stablehlo.or"(%246, %248) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %250 = "stablehlo.bitcast_convert"(%249) : (tensor<4xui32>) -> tensor<4xf32>
    %251 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %252 = "stablehlo.broadcast_in_dim"(%251) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %253 = "stablehlo.subtract"(%250, %252) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %254 = "stablehlo.subtract"(%228, %227) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %255 = "stablehlo.broadcast_in_dim"(%254) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %256 = "stablehlo.multiply"(%253, %255) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %257 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %258 = "stablehlo.add"(%256, %257) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %259 = "stablehlo.broadcast_in_dim"(%227) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %260 = "stablehlo.maximum"(%259, %258) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%260) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_39", sym_visibility = "private"}> ({
  ^bb0(%arg27: tensor<ui32>, %arg28: tensor<ui32>, %arg29: tensor<4xui32>, %arg30: tensor<4xui32>):
    %208 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %209 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %210 = "stablehlo.xor"(%arg27, %arg28) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %211 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %212 = "stablehlo.xor"(%210, %211) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %213 = "stablehlo.broadcast_in_dim"(%arg27) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %214 = "stablehlo.add"(%arg29, %213) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %215 = "stablehlo.broadcast_in_dim"(%arg28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %216 = "stablehlo.add"(%arg30, %215) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %217 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %218 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %219:9 = "stablehlo.while"(%218, %217, %214, %216, %arg28, %212, %arg27, %208, %209) ({
    ^bb0(%arg40: tensor<i32>, %arg41: tensor<i32>, %arg42: tensor<4xui32>, %arg43: tensor<4xui32>, %arg44: tensor<ui32>, %arg45: tensor<ui32>, %arg46: tensor<ui32>, %arg47: tensor<4xui32>, %arg48: tensor<4xui32>):
      %223 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %224 = "stablehlo.compare"(%arg40, %223) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%224) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg31: tensor<i32>, %arg32: tensor<i32>, %arg33: tensor<4xui32>, %arg34: tensor<4xui32>, %arg35: tensor<ui32>, %arg36: tensor<ui32>, %arg37: tensor<ui32>, %arg38: tensor<4xui32>, %arg39: tensor<4xui32>):
      %220:8 = "func.call"(%arg32, %arg33, %arg34, %arg35, %arg36, %arg37, %arg38, %arg39) <{callee = @closed_call_40}> : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %221 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %222 = "stablehlo.add"(%arg31, %221) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%222, %220#0, %220#1, %220#2, %220#3, %220#4, %220#5, %220#6, %220#7) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%219#2, %219#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_40", sym_visibility = "private"}> ({
  ^bb0(%arg19: tensor<i32>, %arg20: tensor<4xui32>, %arg21: tensor<4xui32>, %arg22: tensor<ui32>, %arg23: tensor<ui32>, %arg24: tensor<ui32>, %arg25: tensor<4xui32>, %arg26: tensor<4xui32>):
    %153 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %154 = "stablehlo.add"(%arg19, %153) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %155 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %156 = "stablehlo.reshape"(%155) : (tensor<1xui32>) -> tensor<ui32>
    %157 = "stablehlo.add"(%arg20, %arg21) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %158 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %159 = "stablehlo.shift_left"(%arg21, %158) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %160 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %161 = "stablehlo.subtract"(%160, %156) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %162 = "stablehlo.broadcast_in_dim"(%161) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %163 = "stablehlo.shift_right_logical"(%arg21, %162) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %164 = "stablehlo.or"(%159, %163) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %165 = "stablehlo.xor"(%157, %164) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %166 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %167 = "stablehlo.reshape"(%166) : (tensor<1xui32>) -> tensor<ui32>
    %168 = "stablehlo.add"(%157, %165) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %169 = "stablehlo.broadcast_in_dim"(%167) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %170 = "stablehlo.shift_left"(%165, %169) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %171 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %172 = "stablehlo.subtract"(%171, %167) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %173 = "stablehlo.broadcast_in_dim"(%172) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %174 = "stablehlo.shift_right_logical"(%165, %173) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %175 = "stablehlo.or"(%170, %174) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %176 = "stablehlo.xor"(%168, %175) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %177 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %178 = "stablehlo.reshape"(%177) : (tensor<1xui32>) -> tensor<ui32>
    %179 = "stablehlo.add"(%168, %176) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %180 = "stablehlo.broadcast_in_dim"(%178) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %181 = "stablehlo.shift_left"(%176, %180) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %182 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %183 = "stablehlo.subtract"(%182, %178) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %184 = "stablehlo.broadcast_in_dim"(%183) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %185 = "stablehlo.shift_right_logical"(%176, %184) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %186 = "stablehlo.or"(%181, %185) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %187 = "stablehlo.xor"(%179, %186) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %188 = "stablehlo.slice"(%arg25) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %189 = "stablehlo.reshape"(%188) : (tensor<1xui32>) -> tensor<ui32>
    %190 = "stablehlo.add"(%179, %187) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %191 = "stablehlo.broadcast_in_dim"(%189) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %192 = "stablehlo.shift_left"(%187, %191) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %193 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %194 = "stablehlo.subtract"(%193, %189) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %195 = "stablehlo.broadcast_in_dim"(%194) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %196 = "stablehlo.shift_right_logical"(%187, %195) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %197 = "stablehlo.or"(%192, %196) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %198 = "stablehlo.xor"(%190, %197) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %199 = "stablehlo.broadcast_in_dim"(%arg22) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %200 = "stablehlo.add"(%190, %199) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %201 = "stablehlo.broadcast_in_dim"(%arg23) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %202 = "stablehlo.add"(%198, %201) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %203 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %204 = "stablehlo.add"(%arg19, %203) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %205 = "stablehlo.convert"(%204) : (tensor<i32>) -> tensor<ui32>
    %206 = "stablehlo.broadcast_in_dim"(%205) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %207 = "stablehlo.add"(%202, %206) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%154, %200, %207, %arg23, %arg24, %arg22, %arg26, %arg25) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_laplace", sym_visibility = "private"}> ({
  ^bb0(%arg18: tensor<2xui32>):
    %145 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %146 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %147 = "func.call"(%arg18, %145, %146) <{callee = @_uniform_41}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %148 = "stablehlo.sign"(%147) : (tensor<3xf32>) -> tensor<3xf32>
    %149 = "stablehlo.abs"(%147) : (tensor<3xf32>) -> tensor<3xf32>
    %150 = "stablehlo.negate"(%149) : (tensor<3xf32>) -> tensor<3xf32>
    %151 = "stablehlo.log_plus_one"(%150) : (tensor<3xf32>) -> tensor<3xf32>
    %152 = "stablehlo.multiply"(%148, %151) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%152) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_41", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<2xui32>, %arg16: tensor<f32>, %arg17: tensor<f32>):
    %110 = "stablehlo.convert"(%arg17) : (tensor<f32>) -> tensor<f32>
    %111 = "stablehlo.broadcast_in_dim"(%arg16) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %112 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %113 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %114 = "stablehlo.reshape"(%113) : (tensor<1xui32>) -> tensor<ui32>
    %115 = "stablehlo.slice"(%arg15) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %116 = "stablehlo.reshape"(%115) : (tensor<1xui32>) -> tensor<ui32>
    %117 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %118 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %119 = "stablehlo.broadcast_in_dim"(%118) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %120 = "stablehlo.multiply"(%119, %117) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %121 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %123 = "stablehlo.shift_right_logical"(%120, %122) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %124 = "stablehlo.convert"(%120) : (tensor<3xui64>) -> tensor<3xui32>
    %125 = "stablehlo.convert"(%123) : (tensor<3xui64>) -> tensor<3xui32>
    %126:2 = "func.call"(%114, %116, %125, %124) <{callee = @threefry2x32_19}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %127 = "stablehlo.xor"(%126#0, %126#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %128 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %129 = "stablehlo.broadcast_in_dim"(%128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %130 = "stablehlo.shift_right_logical"(%127, %129) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %131 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %133 = "stablehlo.or"(%130, %132) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %134 = "stablehlo.bitcast_convert"(%133) : (tensor<3xui32>) -> tensor<3xf32>
    %135 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %136 = "stablehlo.broadcast_in_dim"(%135) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %137 = "stablehlo.subtract"(%134, %136) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %138 = "stablehlo.subtract"(%112, %111) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %140 = "stablehlo.multiply"(%137, %139) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %141 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %142 = "stablehlo.add"(%140, %141) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %143 = "stablehlo.broadcast_in_dim"(%111) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %144 = "stablehlo.maximum"(%143, %142) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%144) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_gumbel", sym_visibility = "private"}> ({
  ^bb0(%arg14: tensor<2xui32>):
    %103 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %104 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %105 = "func.call"(%arg14, %103, %104) <{callee = @_uniform_42}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %106 = "stablehlo.log"(%105) : (tensor<3xf32>) -> tensor<3xf32>
    %107 = "stablehlo.negate"(%106) : (tensor<3xf32>) -> tensor<3xf32>
    %108 = "stablehlo.log"(%107) : (tensor<3xf32>) -> tensor<3xf32>
    %109 = "stablehlo.negate"(%108) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%109) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_42", sym_visibility = "private"}> ({
  ^bb0(%arg11: tensor<2xui32>, %arg12: tensor<f32>, %arg13: tensor<f32>):
    %68 = "stablehlo.convert"(%arg12) : (tensor<f32>) -> tensor<f32>
    %69 = "stablehlo.broadcast_in_dim"(%arg13) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %70 = "stablehlo.broadcast_in_dim"(%68) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %71 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %72 = "stablehlo.reshape"(%71) : (tensor<1xui32>) -> tensor<ui32>
    %73 = "stablehlo.slice"(%arg11) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1xui32>) -> tensor<ui32>
    %75 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %76 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %77 = "stablehlo.broadcast_in_dim"(%76) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %78 = "stablehlo.multiply"(%77, %75) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %79 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %80 = "stablehlo.broadcast_in_dim"(%79) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %81 = "stablehlo.shift_right_logical"(%78, %80) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %82 = "stablehlo.convert"(%78) : (tensor<3xui64>) -> tensor<3xui32>
    %83 = "stablehlo.convert"(%81) : (tensor<3xui64>) -> tensor<3xui32>
    %84:2 = "func.call"(%72, %74, %83, %82) <{callee = @threefry2x32_19}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %85 = "stablehlo.xor"(%84#0, %84#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %86 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %87 = "stablehlo.broadcast_in_dim"(%86) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %88 = "stablehlo.shift_right_logical"(%85, %87) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %89 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %90 = "stablehlo.broadcast_in_dim"(%89) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %91 = "stablehlo.or"(%88, %90) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %92 = "stablehlo.bitcast_convert"(%91) : (tensor<3xui32>) -> tensor<3xf32>
    %93 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %94 = "stablehlo.broadcast_in_dim"(%93) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %95 = "stablehlo.subtract"(%92, %94) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %96 = "stablehlo.subtract"(%70, %69) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %97 = "stablehlo.broadcast_in_dim"(%96) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %98 = "stablehlo.multiply"(%95, %97) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %99 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %100 = "stablehlo.add"(%98, %99) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %101 = "stablehlo.broadcast_in_dim"(%69) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %102 = "stablehlo.maximum"(%101, %100) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%102) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_dirichlet", sym_visibility = "private"}> ({
  ^bb0(%arg5: tensor<2xui32>, %arg6: tensor<3xf32>):
    %52 = "func.call"(%arg5, %arg6) <{callee = @_gamma_21}> : (tensor<2xui32>, tensor<3xf32>) -> tensor<3xf32>
    %53 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %54 = "stablehlo.reduce"(%52, %53) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg9: tensor<f32>, %arg10: tensor<f32>):
      %67 = "stablehlo.maximum"(%arg9, %arg10) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%67) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %55 = "stablehlo.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %56 = "stablehlo.maximum"(%55, %54) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %57 = "stablehlo.broadcast_in_dim"(%56) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %58 = "stablehlo.broadcast_in_dim"(%57) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %59 = "stablehlo.subtract"(%52, %58) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %60 = "stablehlo.exponential"(%59) : (tensor<3xf32>) -> tensor<3xf32>
    %61 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %62 = "stablehlo.reduce"(%60, %61) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg7: tensor<f32>, %arg8: tensor<f32>):
      %66 = "stablehlo.add"(%arg7, %arg8) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%66) : (tensor<f32>) -> ()
    }) : (tensor<3xf32>, tensor<f32>) -> tensor<f32>
    %63 = "stablehlo.broadcast_in_dim"(%62) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %64 = "stablehlo.broadcast_in_dim"(%63) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %65 = "stablehlo.divide"(%60, %64) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%65) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_logistic", sym_visibility = "private"}> ({
  ^bb0(%arg4: tensor<2xui32>):
    %45 = "stablehlo.constant"() <{value = dense<1.17549435E-38> : tensor<f32>}> : () -> tensor<f32>
    %46 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %47 = "func.call"(%arg4, %45, %46) <{callee = @_uniform_43}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
    %48 = "stablehlo.log"(%47) : (tensor<2xf32>) -> tensor<2xf32>
    %49 = "stablehlo.negate"(%47) : (tensor<2xf32>) -> tensor<2xf32>
    %50 = "stablehlo.log_plus_one"(%49) : (tensor<2xf32>) -> tensor<2xf32>
    %51 = "stablehlo.subtract"(%48, %50) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%51) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_uniform_43", sym_visibility = "private"}> ({
  ^bb0(%arg1: tensor<2xui32>, %arg2: tensor<f32>, %arg3: tensor<f32>):
    %10 = "stablehlo.convert"(%arg3) : (tensor<f32>) -> tensor<f32>
    %11 = "stablehlo.broadcast_in_dim"(%arg2) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %12 = "stablehlo.broadcast_in_dim"(%10) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %13 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.slice"(%arg1) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %16 = "stablehlo.reshape"(%15) : (tensor<1xui32>) -> tensor<ui32>
    %17 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %18 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %19 = "stablehlo.broadcast_in_dim"(%18) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %20 = "stablehlo.multiply"(%19, %17) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %21 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %22 = "stablehlo.broadcast_in_dim"(%21) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %23 = "stablehlo.shift_right_logical"(%20, %22) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %24 = "stablehlo.convert"(%20) : (tensor<2xui64>) -> tensor<2xui32>
    %25 = "stablehlo.convert"(%23) : (tensor<2xui64>) -> tensor<2xui32>
    %26:2 = "func.call"(%14, %16, %25, %24) <{callee = @threefry2x32_13}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %27 = "stablehlo.xor"(%26#0, %26#1) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %28 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %29 = "stablehlo.broadcast_in_dim"(%28) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %30 = "stablehlo.shift_right_logical"(%27, %29) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %31 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %32 = "stablehlo.broadcast_in_dim"(%31) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %33 = "stablehlo.or"(%30, %32) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %34 = "stablehlo.bitcast_convert"(%33) : (tensor<2xui32>) -> tensor<2xf32>
    %35 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %36 = "stablehlo.broadcast_in_dim"(%35) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %37 = "stablehlo.subtract"(%34, %36) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %38 = "stablehlo.subtract"(%12, %11) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %39 = "stablehlo.broadcast_in_dim"(%38) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %40 = "stablehlo.multiply"(%37, %39) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %41 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %42 = "stablehlo.add"(%40, %41) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %43 = "stablehlo.broadcast_in_dim"(%11) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<2xf32>
    %44 = "stablehlo.maximum"(%43, %42) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%44) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_cauchy", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1.1920929E-7> : tensor<f32>}> : () -> tensor<f32>
    %1 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2 = "func.call"(%arg0, %0, %1) <{callee = @_uniform_43}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2xf32>
    %3 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %4 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %5 = "stablehlo.subtract"(%2, %4) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %6 = "stablehlo.constant"() <{value = dense<3.14159274> : tensor<f32>}> : () -> tensor<f32>
    %7 = "stablehlo.broadcast_in_dim"(%6) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2xf32>
    %8 = "stablehlo.multiply"(%7, %5) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %9 = "stablehlo.tan"(%8) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%9) : (tensor<2xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
