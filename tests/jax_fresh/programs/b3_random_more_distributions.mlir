"builtin.module"() <{sym_name = "jit_random_more_distributions"}> ({
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> (tensor<5xf32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>, tensor<6xi32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<4xf32>, tensor<3x4xi32>), res_attrs = [{jax.result_info = "result[0]"}, {jax.result_info = "result[1]"}, {jax.result_info = "result[2]"}, {jax.result_info = "result[3]"}, {jax.result_info = "result[4]"}, {jax.result_info = "result[5]"}, {jax.result_info = "result[6]"}, {jax.result_info = "result[7]"}, {jax.result_info = "result[8]"}, {jax.result_info = "result[9]"}, {jax.result_info = "result[10]"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg514: tensor<2xui32>):
    %1797 = "stablehlo.constant"() <{value = dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>}> : () -> tensor<10xf32>
    %1798 = "stablehlo.constant"() <{value = dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>}> : () -> tensor<10xf32>
    %1799 = "stablehlo.constant"() <{value = dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>}> : () -> tensor<10xf32>
    %1800 = "stablehlo.constant"() <{value = dense<[0.0810614675, 0.0413406976, 0.0276779253, 0.0207906719, 0.016644692, 0.0138761289, 0.0118967099, 0.0104112653, 0.00925546233, 0.00833056308]> : tensor<10xf32>}> : () -> tensor<10xf32>
    %1801 = "stablehlo.constant"() <{value = dense<[1.000000e-01, 2.000000e-01, 3.000000e-01, 1.000000e-01, 2.000000e-01, 1.000000e-01]> : tensor<6xf32>}> : () -> tensor<6xf32>
    %1802 = "func.call"(%arg514) <{callee = @_threefry_split}> : (tensor<2xui32>) -> tensor<10x2xui32>
    %1803 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1804 = "stablehlo.reshape"(%1803) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1805 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1806 = "stablehlo.broadcast_in_dim"(%1805) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1807 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1808 = "stablehlo.broadcast_in_dim"(%1807) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1809 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1810 = "stablehlo.broadcast_in_dim"(%1809) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1811 = "stablehlo.compare"(%1808, %1810) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1812 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1813 = "stablehlo.broadcast_in_dim"(%1812) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1814 = "stablehlo.subtract"(%1813, %1808) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1815 = "stablehlo.select"(%1811, %1808, %1814) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1816 = "stablehlo.compare"(%1806, %1806) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1817 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1818 = "stablehlo.broadcast_in_dim"(%1817) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1819 = "stablehlo.compare"(%1806, %1818) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1820 = "stablehlo.or"(%1816, %1819) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1821 = "func.call"(%1806) <{callee = @isinf}> : (tensor<5xf32>) -> tensor<5xi1>
    %1822 = "stablehlo.compare"(%1815, %1815) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1823 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1824 = "stablehlo.broadcast_in_dim"(%1823) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1825 = "stablehlo.compare"(%1815, %1824) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1826 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1827 = "stablehlo.broadcast_in_dim"(%1826) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1828 = "stablehlo.compare"(%1822, %1827) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1829 = "stablehlo.convert"(%1828) : (tensor<5xi1>) -> tensor<5xi1>
    %1830 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1831 = "stablehlo.broadcast_in_dim"(%1830) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1832 = "stablehlo.compare"(%1825, %1831) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1833 = "stablehlo.convert"(%1832) : (tensor<5xi1>) -> tensor<5xi1>
    %1834 = "stablehlo.or"(%1829, %1833) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1835 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1836 = "stablehlo.broadcast_in_dim"(%1835) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1837 = "stablehlo.select"(%1834, %1836, %1815) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1838 = "stablehlo.convert"(%1837) : (tensor<5xf32>) -> tensor<5xf32>
    %1839 = "stablehlo.multiply"(%1806, %1838) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1840 = "stablehlo.constant"() <{value = dense<1.000000e+01> : tensor<f32>}> : () -> tensor<f32>
    %1841 = "stablehlo.broadcast_in_dim"(%1840) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1842 = "stablehlo.compare"(%1839, %1841) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    %1843 = "stablehlo.or"(%1820, %1842) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1844 = "stablehlo.floor"(%1806) : (tensor<5xf32>) -> tensor<5xf32>
    %1845 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1846 = "stablehlo.broadcast_in_dim"(%1845) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1847 = "stablehlo.select"(%1843, %1844, %1846) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1848 = "stablehlo.constant"() <{value = dense<1.000000e+04> : tensor<f32>}> : () -> tensor<f32>
    %1849 = "stablehlo.broadcast_in_dim"(%1848) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1850 = "stablehlo.select"(%1843, %1849, %1844) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1851 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1852 = "stablehlo.broadcast_in_dim"(%1851) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1853 = "stablehlo.select"(%1843, %1852, %1837) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1854 = "stablehlo.negate"(%1837) : (tensor<5xf32>) -> tensor<5xf32>
    %1855 = "stablehlo.log_plus_one"(%1854) : (tensor<5xf32>) -> tensor<5xf32>
    %1856 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1857 = "stablehlo.broadcast_in_dim"(%1856) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1858 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1859 = "stablehlo.broadcast_in_dim"(%1858) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1860 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1861:7 = "stablehlo.while"(%1847, %1847, %1855, %1860, %1857, %1859, %1804) ({
    ^bb0(%arg556: tensor<5xf32>, %arg557: tensor<5xf32>, %arg558: tensor<5xf32>, %arg559: tensor<i32>, %arg560: tensor<5xf32>, %arg561: tensor<5xf32>, %arg562: tensor<2xui32>):
      %2331 = "stablehlo.compare"(%arg561, %arg556) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2332 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %2333 = "stablehlo.reduce"(%2331, %2332) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg563: tensor<i1>, %arg564: tensor<i1>):
        %2338 = "stablehlo.or"(%arg563, %arg564) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%2338) : (tensor<i1>) -> ()
      }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %2334 = "stablehlo.convert"(%arg559) : (tensor<i32>) -> tensor<f32>
      %2335 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %2336 = "stablehlo.compare"(%2334, %2335) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2337 = "stablehlo.and"(%2333, %2336) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%2337) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg549: tensor<5xf32>, %arg550: tensor<5xf32>, %arg551: tensor<5xf32>, %arg552: tensor<i32>, %arg553: tensor<5xf32>, %arg554: tensor<5xf32>, %arg555: tensor<2xui32>):
      %2311 = "func.call"(%arg555) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
      %2312 = "stablehlo.slice"(%2311) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %2313 = "stablehlo.reshape"(%2312) : (tensor<1x2xui32>) -> tensor<2xui32>
      %2314 = "stablehlo.slice"(%2311) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
      %2315 = "stablehlo.reshape"(%2314) : (tensor<1x2xui32>) -> tensor<2xui32>
      %2316 = "stablehlo.compare"(%arg554, %arg550) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2317 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2318 = "stablehlo.broadcast_in_dim"(%2317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2319 = "stablehlo.add"(%arg553, %2318) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2320 = "stablehlo.select"(%2316, %2319, %arg553) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2321 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2322 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2323 = "func.call"(%2313, %2321, %2322) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %2324 = "stablehlo.log"(%2323) : (tensor<5xf32>) -> tensor<5xf32>
      %2325 = "stablehlo.convert"(%arg551) : (tensor<5xf32>) -> tensor<5xf32>
      %2326 = "stablehlo.divide"(%2324, %2325) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2327 = "stablehlo.ceil"(%2326) : (tensor<5xf32>) -> tensor<5xf32>
      %2328 = "stablehlo.add"(%arg554, %2327) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2329 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %2330 = "stablehlo.add"(%arg552, %2329) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg549, %arg550, %arg551, %2330, %2320, %2328, %2315) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<2xui32>) -> ()
    }) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<2xui32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<i32>, tensor<5xf32>, tensor<5xf32>, tensor<2xui32>)
    %1862 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1863 = "stablehlo.broadcast_in_dim"(%1862) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1864 = "stablehlo.subtract"(%1861#4, %1863) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1865 = "stablehlo.convert"(%1853) : (tensor<5xf32>) -> tensor<5xf32>
    %1866 = "stablehlo.multiply"(%1850, %1865) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1867 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1868 = "stablehlo.broadcast_in_dim"(%1867) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1869 = "stablehlo.subtract"(%1868, %1853) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1870 = "stablehlo.convert"(%1869) : (tensor<5xf32>) -> tensor<5xf32>
    %1871 = "stablehlo.multiply"(%1866, %1870) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1872 = "stablehlo.sqrt"(%1871) : (tensor<5xf32>) -> tensor<5xf32>
    %1873 = "stablehlo.constant"() <{value = dense<2.530000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1874 = "stablehlo.broadcast_in_dim"(%1873) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1875 = "stablehlo.multiply"(%1874, %1872) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1876 = "stablehlo.constant"() <{value = dense<1.150000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1877 = "stablehlo.broadcast_in_dim"(%1876) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1878 = "stablehlo.add"(%1877, %1875) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1879 = "stablehlo.constant"() <{value = dense<2.480000e-02> : tensor<f32>}> : () -> tensor<f32>
    %1880 = "stablehlo.broadcast_in_dim"(%1879) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1881 = "stablehlo.multiply"(%1880, %1878) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1882 = "stablehlo.constant"() <{value = dense<-8.730000e-02> : tensor<f32>}> : () -> tensor<f32>
    %1883 = "stablehlo.broadcast_in_dim"(%1882) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1884 = "stablehlo.add"(%1883, %1881) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1885 = "stablehlo.constant"() <{value = dense<0.00999999977> : tensor<f32>}> : () -> tensor<f32>
    %1886 = "stablehlo.broadcast_in_dim"(%1885) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1887 = "stablehlo.multiply"(%1886, %1853) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1888 = "stablehlo.convert"(%1887) : (tensor<5xf32>) -> tensor<5xf32>
    %1889 = "stablehlo.add"(%1884, %1888) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1890 = "stablehlo.convert"(%1853) : (tensor<5xf32>) -> tensor<5xf32>
    %1891 = "stablehlo.multiply"(%1850, %1890) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1892 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1893 = "stablehlo.broadcast_in_dim"(%1892) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1894 = "stablehlo.add"(%1891, %1893) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1895 = "stablehlo.constant"() <{value = dense<4.200000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1896 = "stablehlo.broadcast_in_dim"(%1895) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1897 = "stablehlo.divide"(%1896, %1878) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1898 = "stablehlo.constant"() <{value = dense<9.200000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1899 = "stablehlo.broadcast_in_dim"(%1898) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1900 = "stablehlo.subtract"(%1899, %1897) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1901 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1902 = "stablehlo.broadcast_in_dim"(%1901) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1903 = "stablehlo.subtract"(%1902, %1853) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1904 = "stablehlo.divide"(%1853, %1903) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1905 = "stablehlo.constant"() <{value = dense<5.100000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1906 = "stablehlo.broadcast_in_dim"(%1905) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1907 = "stablehlo.divide"(%1906, %1878) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1908 = "stablehlo.constant"() <{value = dense<2.830000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1909 = "stablehlo.broadcast_in_dim"(%1908) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1910 = "stablehlo.add"(%1909, %1907) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1911 = "stablehlo.multiply"(%1910, %1872) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1912 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1913 = "stablehlo.broadcast_in_dim"(%1912) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1914 = "stablehlo.add"(%1850, %1913) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1915 = "stablehlo.convert"(%1853) : (tensor<5xf32>) -> tensor<5xf32>
    %1916 = "stablehlo.multiply"(%1914, %1915) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1917 = "stablehlo.floor"(%1916) : (tensor<5xf32>) -> tensor<5xf32>
    %1918 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1919 = "stablehlo.broadcast_in_dim"(%1918) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1920 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1921 = "stablehlo.broadcast_in_dim"(%1920) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1922 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1923:16 = "stablehlo.while"(%1900, %1889, %1878, %1894, %1850, %1911, %1917, %1904, %1797, %1798, %1799, %1800, %1922, %1919, %1921, %1804) ({
    ^bb0(%arg531: tensor<5xf32>, %arg532: tensor<5xf32>, %arg533: tensor<5xf32>, %arg534: tensor<5xf32>, %arg535: tensor<5xf32>, %arg536: tensor<5xf32>, %arg537: tensor<5xf32>, %arg538: tensor<5xf32>, %arg539: tensor<10xf32>, %arg540: tensor<10xf32>, %arg541: tensor<10xf32>, %arg542: tensor<10xf32>, %arg543: tensor<i32>, %arg544: tensor<5xf32>, %arg545: tensor<5xi1>, %arg546: tensor<2xui32>):
      %2303 = "stablehlo.not"(%arg545) : (tensor<5xi1>) -> tensor<5xi1>
      %2304 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %2305 = "stablehlo.reduce"(%2303, %2304) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg547: tensor<i1>, %arg548: tensor<i1>):
        %2310 = "stablehlo.or"(%arg547, %arg548) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%2310) : (tensor<i1>) -> ()
      }) : (tensor<5xi1>, tensor<i1>) -> tensor<i1>
      %2306 = "stablehlo.convert"(%arg543) : (tensor<i32>) -> tensor<f32>
      %2307 = "stablehlo.constant"() <{value = dense<3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
      %2308 = "stablehlo.compare"(%2306, %2307) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<f32>, tensor<f32>) -> tensor<i1>
      %2309 = "stablehlo.and"(%2305, %2308) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%2309) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg515: tensor<5xf32>, %arg516: tensor<5xf32>, %arg517: tensor<5xf32>, %arg518: tensor<5xf32>, %arg519: tensor<5xf32>, %arg520: tensor<5xf32>, %arg521: tensor<5xf32>, %arg522: tensor<5xf32>, %arg523: tensor<10xf32>, %arg524: tensor<10xf32>, %arg525: tensor<10xf32>, %arg526: tensor<10xf32>, %arg527: tensor<i32>, %arg528: tensor<5xf32>, %arg529: tensor<5xi1>, %arg530: tensor<2xui32>):
      %2035 = "func.call"(%arg530) <{callee = @_threefry_split_5}> : (tensor<2xui32>) -> tensor<3x2xui32>
      %2036 = "stablehlo.slice"(%2035) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %2037 = "stablehlo.reshape"(%2036) : (tensor<1x2xui32>) -> tensor<2xui32>
      %2038 = "stablehlo.slice"(%2035) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %2039 = "stablehlo.reshape"(%2038) : (tensor<1x2xui32>) -> tensor<2xui32>
      %2040 = "stablehlo.slice"(%2035) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<1x2xui32>
      %2041 = "stablehlo.reshape"(%2040) : (tensor<1x2xui32>) -> tensor<2xui32>
      %2042 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2043 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2044 = "func.call"(%2039, %2042, %2043) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %2045 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2046 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2047 = "func.call"(%2041, %2045, %2046) <{callee = @_uniform}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>
      %2048 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2049 = "stablehlo.broadcast_in_dim"(%2048) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2050 = "stablehlo.subtract"(%2044, %2049) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2051 = "stablehlo.abs"(%2050) : (tensor<5xf32>) -> tensor<5xf32>
      %2052 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2053 = "stablehlo.broadcast_in_dim"(%2052) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2054 = "stablehlo.subtract"(%2053, %2051) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2055 = "stablehlo.constant"() <{value = dense<7.000000e-02> : tensor<f32>}> : () -> tensor<f32>
      %2056 = "stablehlo.broadcast_in_dim"(%2055) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2057 = "stablehlo.compare"(%2054, %2056) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2058 = "stablehlo.compare"(%2047, %arg515) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2059 = "stablehlo.and"(%2057, %2058) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %2060 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2061 = "stablehlo.broadcast_in_dim"(%2060) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2062 = "stablehlo.multiply"(%2061, %arg516) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2063 = "stablehlo.divide"(%2062, %2054) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2064 = "stablehlo.add"(%2063, %arg517) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2065 = "stablehlo.multiply"(%2064, %2050) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2066 = "stablehlo.add"(%2065, %arg518) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2067 = "stablehlo.floor"(%2066) : (tensor<5xf32>) -> tensor<5xf32>
      %2068 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2069 = "stablehlo.broadcast_in_dim"(%2068) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2070 = "stablehlo.compare"(%2067, %2069) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2071 = "stablehlo.compare"(%2067, %arg519) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GT>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2072 = "stablehlo.or"(%2070, %2071) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %2073 = "stablehlo.multiply"(%2047, %arg520) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2074 = "stablehlo.multiply"(%2054, %2054) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2075 = "stablehlo.divide"(%arg516, %2074) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2076 = "stablehlo.add"(%2075, %arg517) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2077 = "stablehlo.divide"(%2073, %2076) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2078 = "stablehlo.log"(%2077) : (tensor<5xf32>) -> tensor<5xf32>
      %2079 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2080 = "stablehlo.broadcast_in_dim"(%2079) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2081 = "stablehlo.add"(%arg521, %2080) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2082 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2083 = "stablehlo.broadcast_in_dim"(%2082) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2084 = "stablehlo.add"(%arg521, %2083) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2085 = "stablehlo.subtract"(%arg519, %arg521) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2086 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2087 = "stablehlo.broadcast_in_dim"(%2086) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2088 = "stablehlo.add"(%2085, %2087) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2089 = "stablehlo.convert"(%arg522) : (tensor<5xf32>) -> tensor<5xf32>
      %2090 = "stablehlo.multiply"(%2089, %2088) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2091 = "stablehlo.divide"(%2084, %2090) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2092 = "stablehlo.log"(%2091) : (tensor<5xf32>) -> tensor<5xf32>
      %2093 = "stablehlo.multiply"(%2081, %2092) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2094 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2095 = "stablehlo.broadcast_in_dim"(%2094) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2096 = "stablehlo.add"(%arg519, %2095) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2097 = "stablehlo.subtract"(%arg519, %arg521) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2098 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2099 = "stablehlo.broadcast_in_dim"(%2098) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2100 = "stablehlo.add"(%2097, %2099) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2101 = "stablehlo.subtract"(%arg519, %2067) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2102 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2103 = "stablehlo.broadcast_in_dim"(%2102) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2104 = "stablehlo.add"(%2101, %2103) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2105 = "stablehlo.divide"(%2100, %2104) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2106 = "stablehlo.log"(%2105) : (tensor<5xf32>) -> tensor<5xf32>
      %2107 = "stablehlo.multiply"(%2096, %2106) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2108 = "stablehlo.add"(%2093, %2107) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2109 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %2110 = "stablehlo.broadcast_in_dim"(%2109) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2111 = "stablehlo.add"(%2067, %2110) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2112 = "stablehlo.subtract"(%arg519, %2067) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2113 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2114 = "stablehlo.broadcast_in_dim"(%2113) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2115 = "stablehlo.add"(%2112, %2114) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2116 = "stablehlo.convert"(%arg522) : (tensor<5xf32>) -> tensor<5xf32>
      %2117 = "stablehlo.multiply"(%2116, %2115) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2118 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2119 = "stablehlo.broadcast_in_dim"(%2118) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2120 = "stablehlo.add"(%2067, %2119) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2121 = "stablehlo.divide"(%2117, %2120) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2122 = "stablehlo.log"(%2121) : (tensor<5xf32>) -> tensor<5xf32>
      %2123 = "stablehlo.multiply"(%2111, %2122) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2124 = "stablehlo.add"(%2108, %2123) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2125 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2126 = "stablehlo.broadcast_in_dim"(%2125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2127 = "stablehlo.compare"(%arg521, %2126) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2128 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2129 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2130 = "stablehlo.broadcast_in_dim"(%2128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2131 = "stablehlo.broadcast_in_dim"(%2129) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2132 = "stablehlo.clamp"(%2130, %arg521, %2131) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2133 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2134 = "stablehlo.broadcast_in_dim"(%2133) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2135 = "stablehlo.add"(%2132, %2134) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2136 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2137 = "stablehlo.broadcast_in_dim"(%2136) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2138 = "stablehlo.add"(%2132, %2137) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2139 = "stablehlo.multiply"(%2135, %2138) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2140 = "stablehlo.constant"() <{value = dense<7.93650805E-4> : tensor<f32>}> : () -> tensor<f32>
      %2141 = "stablehlo.broadcast_in_dim"(%2140) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2142 = "stablehlo.divide"(%2141, %2139) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2143 = "stablehlo.constant"() <{value = dense<0.00277777785> : tensor<f32>}> : () -> tensor<f32>
      %2144 = "stablehlo.broadcast_in_dim"(%2143) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2145 = "stablehlo.subtract"(%2144, %2142) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2146 = "stablehlo.divide"(%2145, %2139) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2147 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
      %2148 = "stablehlo.broadcast_in_dim"(%2147) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2149 = "stablehlo.subtract"(%2148, %2146) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2150 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2151 = "stablehlo.broadcast_in_dim"(%2150) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2152 = "stablehlo.add"(%2132, %2151) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2153 = "stablehlo.divide"(%2149, %2152) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2154 = "stablehlo.floor"(%2132) : (tensor<5xf32>) -> tensor<5xf32>
      %2155 = "stablehlo.convert"(%2154) : (tensor<5xf32>) -> tensor<5xi32>
      %2156 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2157 = "stablehlo.broadcast_in_dim"(%2156) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2158 = "stablehlo.compare"(%2155, %2157) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %2159 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %2160 = "stablehlo.broadcast_in_dim"(%2159) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2161 = "stablehlo.add"(%2155, %2160) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2162 = "stablehlo.select"(%2158, %2161, %2155) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2163 = "stablehlo.broadcast_in_dim"(%2162) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %2164 = "stablehlo.gather"(%arg523, %2163) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %2165 = "stablehlo.select"(%2127, %2164, %2153) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2166 = "stablehlo.add"(%2124, %2165) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2167 = "stablehlo.subtract"(%arg519, %arg521) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2168 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2169 = "stablehlo.broadcast_in_dim"(%2168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2170 = "stablehlo.compare"(%2167, %2169) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2171 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2172 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2173 = "stablehlo.broadcast_in_dim"(%2171) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2174 = "stablehlo.broadcast_in_dim"(%2172) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2175 = "stablehlo.clamp"(%2173, %2167, %2174) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2176 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2177 = "stablehlo.broadcast_in_dim"(%2176) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2178 = "stablehlo.add"(%2175, %2177) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2179 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2180 = "stablehlo.broadcast_in_dim"(%2179) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2181 = "stablehlo.add"(%2175, %2180) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2182 = "stablehlo.multiply"(%2178, %2181) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2183 = "stablehlo.constant"() <{value = dense<7.93650805E-4> : tensor<f32>}> : () -> tensor<f32>
      %2184 = "stablehlo.broadcast_in_dim"(%2183) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2185 = "stablehlo.divide"(%2184, %2182) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2186 = "stablehlo.constant"() <{value = dense<0.00277777785> : tensor<f32>}> : () -> tensor<f32>
      %2187 = "stablehlo.broadcast_in_dim"(%2186) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2188 = "stablehlo.subtract"(%2187, %2185) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2189 = "stablehlo.divide"(%2188, %2182) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2190 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
      %2191 = "stablehlo.broadcast_in_dim"(%2190) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2192 = "stablehlo.subtract"(%2191, %2189) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2193 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2194 = "stablehlo.broadcast_in_dim"(%2193) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2195 = "stablehlo.add"(%2175, %2194) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2196 = "stablehlo.divide"(%2192, %2195) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2197 = "stablehlo.floor"(%2175) : (tensor<5xf32>) -> tensor<5xf32>
      %2198 = "stablehlo.convert"(%2197) : (tensor<5xf32>) -> tensor<5xi32>
      %2199 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2200 = "stablehlo.broadcast_in_dim"(%2199) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2201 = "stablehlo.compare"(%2198, %2200) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %2202 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %2203 = "stablehlo.broadcast_in_dim"(%2202) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2204 = "stablehlo.add"(%2198, %2203) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2205 = "stablehlo.select"(%2201, %2204, %2198) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2206 = "stablehlo.broadcast_in_dim"(%2205) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %2207 = "stablehlo.gather"(%arg524, %2206) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %2208 = "stablehlo.select"(%2170, %2207, %2196) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2209 = "stablehlo.add"(%2166, %2208) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2210 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2211 = "stablehlo.broadcast_in_dim"(%2210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2212 = "stablehlo.compare"(%2067, %2211) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2213 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2214 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2215 = "stablehlo.broadcast_in_dim"(%2213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2216 = "stablehlo.broadcast_in_dim"(%2214) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2217 = "stablehlo.clamp"(%2215, %2067, %2216) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2218 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2219 = "stablehlo.broadcast_in_dim"(%2218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2220 = "stablehlo.add"(%2217, %2219) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2221 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2222 = "stablehlo.broadcast_in_dim"(%2221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2223 = "stablehlo.add"(%2217, %2222) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2224 = "stablehlo.multiply"(%2220, %2223) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2225 = "stablehlo.constant"() <{value = dense<7.93650805E-4> : tensor<f32>}> : () -> tensor<f32>
      %2226 = "stablehlo.broadcast_in_dim"(%2225) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2227 = "stablehlo.divide"(%2226, %2224) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2228 = "stablehlo.constant"() <{value = dense<0.00277777785> : tensor<f32>}> : () -> tensor<f32>
      %2229 = "stablehlo.broadcast_in_dim"(%2228) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2230 = "stablehlo.subtract"(%2229, %2227) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2231 = "stablehlo.divide"(%2230, %2224) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2232 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
      %2233 = "stablehlo.broadcast_in_dim"(%2232) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2234 = "stablehlo.subtract"(%2233, %2231) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2235 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2236 = "stablehlo.broadcast_in_dim"(%2235) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2237 = "stablehlo.add"(%2217, %2236) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2238 = "stablehlo.divide"(%2234, %2237) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2239 = "stablehlo.floor"(%2217) : (tensor<5xf32>) -> tensor<5xf32>
      %2240 = "stablehlo.convert"(%2239) : (tensor<5xf32>) -> tensor<5xi32>
      %2241 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2242 = "stablehlo.broadcast_in_dim"(%2241) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2243 = "stablehlo.compare"(%2240, %2242) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %2244 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %2245 = "stablehlo.broadcast_in_dim"(%2244) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2246 = "stablehlo.add"(%2240, %2245) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2247 = "stablehlo.select"(%2243, %2246, %2240) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2248 = "stablehlo.broadcast_in_dim"(%2247) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %2249 = "stablehlo.gather"(%arg525, %2248) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %2250 = "stablehlo.select"(%2212, %2249, %2238) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2251 = "stablehlo.subtract"(%2209, %2250) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2252 = "stablehlo.subtract"(%arg519, %2067) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2253 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2254 = "stablehlo.broadcast_in_dim"(%2253) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2255 = "stablehlo.compare"(%2252, %2254) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2256 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2257 = "stablehlo.constant"() <{value = dense<9.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2258 = "stablehlo.broadcast_in_dim"(%2256) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2259 = "stablehlo.broadcast_in_dim"(%2257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2260 = "stablehlo.clamp"(%2258, %2252, %2259) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2261 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2262 = "stablehlo.broadcast_in_dim"(%2261) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2263 = "stablehlo.add"(%2260, %2262) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2264 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2265 = "stablehlo.broadcast_in_dim"(%2264) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2266 = "stablehlo.add"(%2260, %2265) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2267 = "stablehlo.multiply"(%2263, %2266) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2268 = "stablehlo.constant"() <{value = dense<7.93650805E-4> : tensor<f32>}> : () -> tensor<f32>
      %2269 = "stablehlo.broadcast_in_dim"(%2268) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2270 = "stablehlo.divide"(%2269, %2267) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2271 = "stablehlo.constant"() <{value = dense<0.00277777785> : tensor<f32>}> : () -> tensor<f32>
      %2272 = "stablehlo.broadcast_in_dim"(%2271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2273 = "stablehlo.subtract"(%2272, %2270) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2274 = "stablehlo.divide"(%2273, %2267) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2275 = "stablehlo.constant"() <{value = dense<0.0833333358> : tensor<f32>}> : () -> tensor<f32>
      %2276 = "stablehlo.broadcast_in_dim"(%2275) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2277 = "stablehlo.subtract"(%2276, %2274) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2278 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %2279 = "stablehlo.broadcast_in_dim"(%2278) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
      %2280 = "stablehlo.add"(%2260, %2279) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2281 = "stablehlo.divide"(%2277, %2280) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2282 = "stablehlo.floor"(%2260) : (tensor<5xf32>) -> tensor<5xf32>
      %2283 = "stablehlo.convert"(%2282) : (tensor<5xf32>) -> tensor<5xi32>
      %2284 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
      %2285 = "stablehlo.broadcast_in_dim"(%2284) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2286 = "stablehlo.compare"(%2283, %2285) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi1>
      %2287 = "stablehlo.constant"() <{value = dense<10> : tensor<i32>}> : () -> tensor<i32>
      %2288 = "stablehlo.broadcast_in_dim"(%2287) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<5xi32>
      %2289 = "stablehlo.add"(%2283, %2288) : (tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2290 = "stablehlo.select"(%2286, %2289, %2283) : (tensor<5xi1>, tensor<5xi32>, tensor<5xi32>) -> tensor<5xi32>
      %2291 = "stablehlo.broadcast_in_dim"(%2290) <{broadcast_dimensions = array<i64: 0>}> : (tensor<5xi32>) -> tensor<5x1xi32>
      %2292 = "stablehlo.gather"(%arg526, %2291) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<10xf32>, tensor<5x1xi32>) -> tensor<5xf32>
      %2293 = "stablehlo.select"(%2255, %2292, %2281) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2294 = "stablehlo.subtract"(%2251, %2293) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2295 = "stablehlo.compare"(%2078, %2294) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
      %2296 = "stablehlo.not"(%2072) : (tensor<5xi1>) -> tensor<5xi1>
      %2297 = "stablehlo.and"(%2296, %2295) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %2298 = "stablehlo.or"(%2059, %2297) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %2299 = "stablehlo.select"(%2298, %2067, %arg528) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
      %2300 = "stablehlo.or"(%arg529, %2298) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
      %2301 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %2302 = "stablehlo.add"(%arg527, %2301) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg515, %arg516, %arg517, %arg518, %arg519, %arg520, %arg521, %arg522, %arg523, %arg524, %arg525, %arg526, %2302, %2299, %2300, %2037) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>) -> ()
    }) : (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>) -> (tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<5xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<10xf32>, tensor<i32>, tensor<5xf32>, tensor<5xi1>, tensor<2xui32>)
    %1924 = "stablehlo.select"(%1843, %1864, %1923#13) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1925 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1926 = "stablehlo.broadcast_in_dim"(%1925) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1927 = "stablehlo.compare"(%1825, %1926) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1928 = "stablehlo.convert"(%1927) : (tensor<5xi1>) -> tensor<5xi1>
    %1929 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1930 = "stablehlo.broadcast_in_dim"(%1929) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1931 = "stablehlo.compare"(%1822, %1930) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1932 = "stablehlo.convert"(%1931) : (tensor<5xi1>) -> tensor<5xi1>
    %1933 = "stablehlo.or"(%1928, %1932) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1934 = "stablehlo.or"(%1933, %1820) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1935 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %1936 = "stablehlo.broadcast_in_dim"(%1935) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1937 = "stablehlo.select"(%1934, %1936, %1924) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1938 = "stablehlo.not"(%1934) : (tensor<5xi1>) -> tensor<5xi1>
    %1939 = "stablehlo.and"(%1821, %1938) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1940 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %1941 = "stablehlo.broadcast_in_dim"(%1940) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1942 = "stablehlo.select"(%1939, %1941, %1937) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1943 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1944 = "stablehlo.broadcast_in_dim"(%1943) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1945 = "stablehlo.compare"(%1811, %1944) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1946 = "stablehlo.convert"(%1945) : (tensor<5xi1>) -> tensor<5xi1>
    %1947 = "stablehlo.or"(%1946, %1820) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1948 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %1949 = "stablehlo.broadcast_in_dim"(%1948) <{broadcast_dimensions = array<i64>}> : (tensor<i1>) -> tensor<5xi1>
    %1950 = "stablehlo.compare"(%1822, %1949) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1951 = "stablehlo.convert"(%1950) : (tensor<5xi1>) -> tensor<5xi1>
    %1952 = "stablehlo.or"(%1947, %1951) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1953 = "stablehlo.or"(%1952, %1821) : (tensor<5xi1>, tensor<5xi1>) -> tensor<5xi1>
    %1954 = "stablehlo.subtract"(%1844, %1942) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1955 = "stablehlo.select"(%1953, %1942, %1954) : (tensor<5xi1>, tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1956 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1957 = "stablehlo.reshape"(%1956) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1958 = "stablehlo.constant"() <{value = dense<2.500000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1959 = "func.call"(%1957, %1958) <{callee = @_geometric}> : (tensor<2xui32>, tensor<f32>) -> tensor<4xi32>
    %1960 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 2, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1961 = "stablehlo.reshape"(%1960) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1962 = "stablehlo.constant"() <{value = dense<3.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1963 = "func.call"(%1961, %1962) <{callee = @_t}> : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %1964 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 4, 2>, start_indices = array<i64: 3, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1965 = "stablehlo.reshape"(%1964) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1966 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1967 = "func.call"(%1965, %1966) <{callee = @_chisquare}> : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %1968 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 5, 2>, start_indices = array<i64: 4, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1969 = "stablehlo.reshape"(%1968) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1970 = "func.call"(%1969) <{callee = @_rademacher}> : (tensor<2xui32>) -> tensor<6xi32>
    %1971 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 6, 2>, start_indices = array<i64: 5, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1972 = "stablehlo.reshape"(%1971) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1973 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1974 = "stablehlo.constant"() <{value = dense<1.500000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1975 = "func.call"(%1972, %1973, %1974) <{callee = @_weibull_min}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1976 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 7, 2>, start_indices = array<i64: 6, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1977 = "stablehlo.reshape"(%1976) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1978 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1979 = "func.call"(%1977, %1978) <{callee = @_pareto}> : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %1980 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 8, 2>, start_indices = array<i64: 7, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %1981 = "stablehlo.reshape"(%1980) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1982 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1983 = "stablehlo.broadcast_in_dim"(%1982) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1984 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1985 = "stablehlo.broadcast_in_dim"(%1984) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1986 = "stablehlo.constant"() <{value = dense<3.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %1987 = "stablehlo.broadcast_in_dim"(%1986) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1988 = "stablehlo.subtract"(%1987, %1983) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1989 = "stablehlo.subtract"(%1985, %1983) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1990 = "stablehlo.divide"(%1988, %1989) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1991 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1992 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1993 = "func.call"(%1981, %1991, %1992) <{callee = @_uniform_33}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1994 = "stablehlo.subtract"(%1985, %1983) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1995 = "stablehlo.multiply"(%1993, %1994) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1996 = "stablehlo.subtract"(%1987, %1983) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1997 = "stablehlo.multiply"(%1995, %1996) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1998 = "stablehlo.sqrt"(%1997) : (tensor<3xf32>) -> tensor<3xf32>
    %1999 = "stablehlo.add"(%1983, %1998) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2000 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2001 = "stablehlo.broadcast_in_dim"(%2000) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %2002 = "stablehlo.subtract"(%2001, %1993) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2003 = "stablehlo.subtract"(%1985, %1983) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2004 = "stablehlo.multiply"(%2002, %2003) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2005 = "stablehlo.subtract"(%1985, %1987) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2006 = "stablehlo.multiply"(%2004, %2005) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2007 = "stablehlo.sqrt"(%2006) : (tensor<3xf32>) -> tensor<3xf32>
    %2008 = "stablehlo.subtract"(%1985, %2007) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2009 = "stablehlo.compare"(%1993, %1990) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %2010 = "stablehlo.select"(%2009, %1999, %2008) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %2011 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 9, 2>, start_indices = array<i64: 8, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %2012 = "stablehlo.reshape"(%2011) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2013 = "func.call"(%2012) <{callee = @_maxwell}> : (tensor<2xui32>) -> tensor<2xf32>
    %2014 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 10, 2>, start_indices = array<i64: 9, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %2015 = "stablehlo.reshape"(%2014) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2016 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xf32>
    %2017 = "func.call"(%1801) <{callee = @cumsum}> : (tensor<6xf32>) -> tensor<6xf32>
    %2018 = "stablehlo.slice"(%2017) <{limit_indices = array<i64: 6>, start_indices = array<i64: 5>, strides = array<i64: 1>}> : (tensor<6xf32>) -> tensor<1xf32>
    %2019 = "stablehlo.reshape"(%2018) : (tensor<1xf32>) -> tensor<f32>
    %2020 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2021 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2022 = "func.call"(%2015, %2020, %2021) <{callee = @_uniform_8}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %2023 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %2024 = "stablehlo.broadcast_in_dim"(%2023) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2025 = "stablehlo.subtract"(%2024, %2022) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2026 = "stablehlo.broadcast_in_dim"(%2019) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %2027 = "stablehlo.multiply"(%2026, %2025) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %2028 = "func.call"(%2017, %2027) <{callee = @searchsorted}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    %2029 = "func.call"(%2016, %2028) <{callee = @_take}> : (tensor<6xf32>, tensor<4xi32>) -> tensor<4xf32>
    %2030 = "stablehlo.slice"(%1802) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<10x2xui32>) -> tensor<1x2xui32>
    %2031 = "stablehlo.reshape"(%2030) : (tensor<1x2xui32>) -> tensor<2xui32>
    %2032 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<12xi32>
    %2033 = "stablehlo.reshape"(%2032) : (tensor<12xi32>) -> tensor<3x4xi32>
    %2034 = "func.call"(%2031, %2033) <{callee = @_shuffle}> : (tensor<2xui32>, tensor<3x4xi32>) -> tensor<3x4xi32>
    "func.return"(%1955, %1959, %1963, %1967, %1970, %1975, %1979, %2010, %2013, %2029, %2034) : (tensor<5xf32>, tensor<4xi32>, tensor<3xf32>, tensor<3xf32>, tensor<6xi32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<2xf32>, tensor<4xf32>, tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<10x2xui32>, res_attrs = [{}], sym_name = "_threefry_split", sym_visibility = "private"}> ({
  ^bb0(%arg513: tensor<2xui32>):
    %1780 = "stablehlo.slice"(%arg513) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1781 = "stablehlo.reshape"(%1780) : (tensor<1xui32>) -> tensor<ui32>
    %1782 = "stablehlo.slice"(%arg513) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1783 = "stablehlo.reshape"(%1782) : (tensor<1xui32>) -> tensor<ui32>
    %1784 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<10xui64>
    %1785 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1786 = "stablehlo.broadcast_in_dim"(%1785) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %1787 = "stablehlo.multiply"(%1786, %1784) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %1788 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1789 = "stablehlo.broadcast_in_dim"(%1788) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<10xui64>
    %1790 = "stablehlo.shift_right_logical"(%1787, %1789) : (tensor<10xui64>, tensor<10xui64>) -> tensor<10xui64>
    %1791 = "stablehlo.convert"(%1787) : (tensor<10xui64>) -> tensor<10xui32>
    %1792 = "stablehlo.convert"(%1790) : (tensor<10xui64>) -> tensor<10xui32>
    %1793:2 = "func.call"(%1781, %1783, %1792, %1791) <{callee = @threefry2x32}> : (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>)
    %1794 = "stablehlo.broadcast_in_dim"(%1793#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xui32>) -> tensor<10x1xui32>
    %1795 = "stablehlo.broadcast_in_dim"(%1793#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<10xui32>) -> tensor<10x1xui32>
    %1796 = "stablehlo.concatenate"(%1794, %1795) <{dimension = 1 : i64}> : (tensor<10x1xui32>, tensor<10x1xui32>) -> tensor<10x2xui32>
    "func.return"(%1796) : (tensor<10x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<10xui32>, tensor<10xui32>) -> (tensor<10xui32>, tensor<10xui32>), sym_name = "threefry2x32", sym_visibility = "private"}> ({
  ^bb0(%arg491: tensor<ui32>, %arg492: tensor<ui32>, %arg493: tensor<10xui32>, %arg494: tensor<10xui32>):
    %1763 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1764 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1765 = "stablehlo.xor"(%arg491, %arg492) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1766 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1767 = "stablehlo.xor"(%1765, %1766) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1768 = "stablehlo.broadcast_in_dim"(%arg491) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1769 = "stablehlo.add"(%arg493, %1768) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1770 = "stablehlo.broadcast_in_dim"(%arg492) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1771 = "stablehlo.add"(%arg494, %1770) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1772 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1773 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1774:9 = "stablehlo.while"(%1773, %1772, %1769, %1771, %arg492, %1767, %arg491, %1763, %1764) ({
    ^bb0(%arg504: tensor<i32>, %arg505: tensor<i32>, %arg506: tensor<10xui32>, %arg507: tensor<10xui32>, %arg508: tensor<ui32>, %arg509: tensor<ui32>, %arg510: tensor<ui32>, %arg511: tensor<4xui32>, %arg512: tensor<4xui32>):
      %1778 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1779 = "stablehlo.compare"(%arg504, %1778) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1779) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg495: tensor<i32>, %arg496: tensor<i32>, %arg497: tensor<10xui32>, %arg498: tensor<10xui32>, %arg499: tensor<ui32>, %arg500: tensor<ui32>, %arg501: tensor<ui32>, %arg502: tensor<4xui32>, %arg503: tensor<4xui32>):
      %1775:8 = "func.call"(%arg496, %arg497, %arg498, %arg499, %arg500, %arg501, %arg502, %arg503) <{callee = @closed_call}> : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1776 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1777 = "stablehlo.add"(%arg495, %1776) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1777, %1775#0, %1775#1, %1775#2, %1775#3, %1775#4, %1775#5, %1775#6, %1775#7) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1774#2, %1774#3) : (tensor<10xui32>, tensor<10xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call", sym_visibility = "private"}> ({
  ^bb0(%arg483: tensor<i32>, %arg484: tensor<10xui32>, %arg485: tensor<10xui32>, %arg486: tensor<ui32>, %arg487: tensor<ui32>, %arg488: tensor<ui32>, %arg489: tensor<4xui32>, %arg490: tensor<4xui32>):
    %1708 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1709 = "stablehlo.add"(%arg483, %1708) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1710 = "stablehlo.slice"(%arg489) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1711 = "stablehlo.reshape"(%1710) : (tensor<1xui32>) -> tensor<ui32>
    %1712 = "stablehlo.add"(%arg484, %arg485) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1713 = "stablehlo.broadcast_in_dim"(%1711) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1714 = "stablehlo.shift_left"(%arg485, %1713) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1715 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1716 = "stablehlo.subtract"(%1715, %1711) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1717 = "stablehlo.broadcast_in_dim"(%1716) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1718 = "stablehlo.shift_right_logical"(%arg485, %1717) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1719 = "stablehlo.or"(%1714, %1718) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1720 = "stablehlo.xor"(%1712, %1719) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1721 = "stablehlo.slice"(%arg489) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1722 = "stablehlo.reshape"(%1721) : (tensor<1xui32>) -> tensor<ui32>
    %1723 = "stablehlo.add"(%1712, %1720) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1724 = "stablehlo.broadcast_in_dim"(%1722) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1725 = "stablehlo.shift_left"(%1720, %1724) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1726 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1727 = "stablehlo.subtract"(%1726, %1722) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1728 = "stablehlo.broadcast_in_dim"(%1727) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1729 = "stablehlo.shift_right_logical"(%1720, %1728) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1730 = "stablehlo.or"(%1725, %1729) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1731 = "stablehlo.xor"(%1723, %1730) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1732 = "stablehlo.slice"(%arg489) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1733 = "stablehlo.reshape"(%1732) : (tensor<1xui32>) -> tensor<ui32>
    %1734 = "stablehlo.add"(%1723, %1731) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1735 = "stablehlo.broadcast_in_dim"(%1733) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1736 = "stablehlo.shift_left"(%1731, %1735) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1737 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1738 = "stablehlo.subtract"(%1737, %1733) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1739 = "stablehlo.broadcast_in_dim"(%1738) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1740 = "stablehlo.shift_right_logical"(%1731, %1739) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1741 = "stablehlo.or"(%1736, %1740) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1742 = "stablehlo.xor"(%1734, %1741) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1743 = "stablehlo.slice"(%arg489) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1744 = "stablehlo.reshape"(%1743) : (tensor<1xui32>) -> tensor<ui32>
    %1745 = "stablehlo.add"(%1734, %1742) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1746 = "stablehlo.broadcast_in_dim"(%1744) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1747 = "stablehlo.shift_left"(%1742, %1746) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1748 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1749 = "stablehlo.subtract"(%1748, %1744) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1750 = "stablehlo.broadcast_in_dim"(%1749) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1751 = "stablehlo.shift_right_logical"(%1742, %1750) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1752 = "stablehlo.or"(%1747, %1751) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1753 = "stablehlo.xor"(%1745, %1752) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1754 = "stablehlo.broadcast_in_dim"(%arg486) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1755 = "stablehlo.add"(%1745, %1754) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1756 = "stablehlo.broadcast_in_dim"(%arg487) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1757 = "stablehlo.add"(%1753, %1756) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    %1758 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1759 = "stablehlo.add"(%arg483, %1758) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1760 = "stablehlo.convert"(%1759) : (tensor<i32>) -> tensor<ui32>
    %1761 = "stablehlo.broadcast_in_dim"(%1760) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<10xui32>
    %1762 = "stablehlo.add"(%1757, %1761) : (tensor<10xui32>, tensor<10xui32>) -> tensor<10xui32>
    "func.return"(%1709, %1755, %1762, %arg487, %arg488, %arg486, %arg490, %arg489) : (tensor<i32>, tensor<10xui32>, tensor<10xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<5xf32>) -> tensor<5xi1>, res_attrs = [{}], sym_name = "isinf", sym_visibility = "private"}> ({
  ^bb0(%arg482: tensor<5xf32>):
    %1704 = "stablehlo.abs"(%arg482) : (tensor<5xf32>) -> tensor<5xf32>
    %1705 = "stablehlo.constant"() <{value = dense<0x7F800000> : tensor<f32>}> : () -> tensor<f32>
    %1706 = "stablehlo.broadcast_in_dim"(%1705) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1707 = "stablehlo.compare"(%1704, %1706) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xi1>
    "func.return"(%1707) : (tensor<5xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_0", sym_visibility = "private"}> ({
  ^bb0(%arg481: tensor<2xui32>):
    %1687 = "stablehlo.slice"(%arg481) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1688 = "stablehlo.reshape"(%1687) : (tensor<1xui32>) -> tensor<ui32>
    %1689 = "stablehlo.slice"(%arg481) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1690 = "stablehlo.reshape"(%1689) : (tensor<1xui32>) -> tensor<ui32>
    %1691 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %1692 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1693 = "stablehlo.broadcast_in_dim"(%1692) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1694 = "stablehlo.multiply"(%1693, %1691) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1695 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1696 = "stablehlo.broadcast_in_dim"(%1695) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %1697 = "stablehlo.shift_right_logical"(%1694, %1696) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %1698 = "stablehlo.convert"(%1694) : (tensor<2xui64>) -> tensor<2xui32>
    %1699 = "stablehlo.convert"(%1697) : (tensor<2xui64>) -> tensor<2xui32>
    %1700:2 = "func.call"(%1688, %1690, %1699, %1698) <{callee = @threefry2x32_1}> : (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>)
    %1701 = "stablehlo.broadcast_in_dim"(%1700#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %1702 = "stablehlo.broadcast_in_dim"(%1700#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<2xui32>) -> tensor<2x1xui32>
    %1703 = "stablehlo.concatenate"(%1701, %1702) <{dimension = 1 : i64}> : (tensor<2x1xui32>, tensor<2x1xui32>) -> tensor<2x2xui32>
    "func.return"(%1703) : (tensor<2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2xui32>, tensor<2xui32>) -> (tensor<2xui32>, tensor<2xui32>), sym_name = "threefry2x32_1", sym_visibility = "private"}> ({
  ^bb0(%arg459: tensor<ui32>, %arg460: tensor<ui32>, %arg461: tensor<2xui32>, %arg462: tensor<2xui32>):
    %1670 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1671 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1672 = "stablehlo.xor"(%arg459, %arg460) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1673 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1674 = "stablehlo.xor"(%1672, %1673) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1675 = "stablehlo.broadcast_in_dim"(%arg459) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1676 = "stablehlo.add"(%arg461, %1675) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1677 = "stablehlo.broadcast_in_dim"(%arg460) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1678 = "stablehlo.add"(%arg462, %1677) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1679 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1680 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1681:9 = "stablehlo.while"(%1680, %1679, %1676, %1678, %arg460, %1674, %arg459, %1670, %1671) ({
    ^bb0(%arg472: tensor<i32>, %arg473: tensor<i32>, %arg474: tensor<2xui32>, %arg475: tensor<2xui32>, %arg476: tensor<ui32>, %arg477: tensor<ui32>, %arg478: tensor<ui32>, %arg479: tensor<4xui32>, %arg480: tensor<4xui32>):
      %1685 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1686 = "stablehlo.compare"(%arg472, %1685) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1686) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg463: tensor<i32>, %arg464: tensor<i32>, %arg465: tensor<2xui32>, %arg466: tensor<2xui32>, %arg467: tensor<ui32>, %arg468: tensor<ui32>, %arg469: tensor<ui32>, %arg470: tensor<4xui32>, %arg471: tensor<4xui32>):
      %1682:8 = "func.call"(%arg464, %arg465, %arg466, %arg467, %arg468, %arg469, %arg470, %arg471) <{callee = @closed_call_2}> : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1683 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1684 = "stablehlo.add"(%arg463, %1683) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1684, %1682#0, %1682#1, %1682#2, %1682#3, %1682#4, %1682#5, %1682#6, %1682#7) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1681#2, %1681#3) : (tensor<2xui32>, tensor<2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_2", sym_visibility = "private"}> ({
  ^bb0(%arg451: tensor<i32>, %arg452: tensor<2xui32>, %arg453: tensor<2xui32>, %arg454: tensor<ui32>, %arg455: tensor<ui32>, %arg456: tensor<ui32>, %arg457: tensor<4xui32>, %arg458: tensor<4xui32>):
    %1615 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1616 = "stablehlo.add"(%arg451, %1615) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1617 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1618 = "stablehlo.reshape"(%1617) : (tensor<1xui32>) -> tensor<ui32>
    %1619 = "stablehlo.add"(%arg452, %arg453) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1620 = "stablehlo.broadcast_in_dim"(%1618) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1621 = "stablehlo.shift_left"(%arg453, %1620) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1622 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1623 = "stablehlo.subtract"(%1622, %1618) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1624 = "stablehlo.broadcast_in_dim"(%1623) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1625 = "stablehlo.shift_right_logical"(%arg453, %1624) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1626 = "stablehlo.or"(%1621, %1625) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1627 = "stablehlo.xor"(%1619, %1626) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1628 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1629 = "stablehlo.reshape"(%1628) : (tensor<1xui32>) -> tensor<ui32>
    %1630 = "stablehlo.add"(%1619, %1627) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1631 = "stablehlo.broadcast_in_dim"(%1629) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1632 = "stablehlo.shift_left"(%1627, %1631) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1633 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1634 = "stablehlo.subtract"(%1633, %1629) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1635 = "stablehlo.broadcast_in_dim"(%1634) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1636 = "stablehlo.shift_right_logical"(%1627, %1635) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1637 = "stablehlo.or"(%1632, %1636) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1638 = "stablehlo.xor"(%1630, %1637) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1639 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1640 = "stablehlo.reshape"(%1639) : (tensor<1xui32>) -> tensor<ui32>
    %1641 = "stablehlo.add"(%1630, %1638) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1642 = "stablehlo.broadcast_in_dim"(%1640) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1643 = "stablehlo.shift_left"(%1638, %1642) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1644 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1645 = "stablehlo.subtract"(%1644, %1640) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1646 = "stablehlo.broadcast_in_dim"(%1645) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1647 = "stablehlo.shift_right_logical"(%1638, %1646) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1648 = "stablehlo.or"(%1643, %1647) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1649 = "stablehlo.xor"(%1641, %1648) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1650 = "stablehlo.slice"(%arg457) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1651 = "stablehlo.reshape"(%1650) : (tensor<1xui32>) -> tensor<ui32>
    %1652 = "stablehlo.add"(%1641, %1649) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1653 = "stablehlo.broadcast_in_dim"(%1651) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1654 = "stablehlo.shift_left"(%1649, %1653) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1655 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1656 = "stablehlo.subtract"(%1655, %1651) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1657 = "stablehlo.broadcast_in_dim"(%1656) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1658 = "stablehlo.shift_right_logical"(%1649, %1657) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1659 = "stablehlo.or"(%1654, %1658) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1660 = "stablehlo.xor"(%1652, %1659) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1661 = "stablehlo.broadcast_in_dim"(%arg454) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1662 = "stablehlo.add"(%1652, %1661) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1663 = "stablehlo.broadcast_in_dim"(%arg455) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1664 = "stablehlo.add"(%1660, %1663) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    %1665 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1666 = "stablehlo.add"(%arg451, %1665) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1667 = "stablehlo.convert"(%1666) : (tensor<i32>) -> tensor<ui32>
    %1668 = "stablehlo.broadcast_in_dim"(%1667) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2xui32>
    %1669 = "stablehlo.add"(%1664, %1668) : (tensor<2xui32>, tensor<2xui32>) -> tensor<2xui32>
    "func.return"(%1616, %1662, %1669, %arg455, %arg456, %arg454, %arg458, %arg457) : (tensor<i32>, tensor<2xui32>, tensor<2xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<5xf32>, res_attrs = [{}], sym_name = "_uniform", sym_visibility = "private"}> ({
  ^bb0(%arg448: tensor<2xui32>, %arg449: tensor<f32>, %arg450: tensor<f32>):
    %1579 = "stablehlo.convert"(%arg449) : (tensor<f32>) -> tensor<f32>
    %1580 = "stablehlo.convert"(%arg450) : (tensor<f32>) -> tensor<f32>
    %1581 = "stablehlo.broadcast_in_dim"(%1579) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1582 = "stablehlo.broadcast_in_dim"(%1580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1583 = "stablehlo.slice"(%arg448) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1584 = "stablehlo.reshape"(%1583) : (tensor<1xui32>) -> tensor<ui32>
    %1585 = "stablehlo.slice"(%arg448) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1586 = "stablehlo.reshape"(%1585) : (tensor<1xui32>) -> tensor<ui32>
    %1587 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<5xui64>
    %1588 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1589 = "stablehlo.broadcast_in_dim"(%1588) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1590 = "stablehlo.multiply"(%1589, %1587) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1591 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1592 = "stablehlo.broadcast_in_dim"(%1591) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<5xui64>
    %1593 = "stablehlo.shift_right_logical"(%1590, %1592) : (tensor<5xui64>, tensor<5xui64>) -> tensor<5xui64>
    %1594 = "stablehlo.convert"(%1590) : (tensor<5xui64>) -> tensor<5xui32>
    %1595 = "stablehlo.convert"(%1593) : (tensor<5xui64>) -> tensor<5xui32>
    %1596:2 = "func.call"(%1584, %1586, %1595, %1594) <{callee = @threefry2x32_3}> : (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>)
    %1597 = "stablehlo.xor"(%1596#0, %1596#1) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1598 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1599 = "stablehlo.broadcast_in_dim"(%1598) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1600 = "stablehlo.shift_right_logical"(%1597, %1599) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1601 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1602 = "stablehlo.broadcast_in_dim"(%1601) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1603 = "stablehlo.or"(%1600, %1602) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1604 = "stablehlo.bitcast_convert"(%1603) : (tensor<5xui32>) -> tensor<5xf32>
    %1605 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1606 = "stablehlo.broadcast_in_dim"(%1605) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<5xf32>
    %1607 = "stablehlo.subtract"(%1604, %1606) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1608 = "stablehlo.subtract"(%1582, %1581) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1609 = "stablehlo.broadcast_in_dim"(%1608) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1610 = "stablehlo.multiply"(%1607, %1609) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1611 = "stablehlo.broadcast_in_dim"(%1581) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1612 = "stablehlo.add"(%1610, %1611) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    %1613 = "stablehlo.broadcast_in_dim"(%1581) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<5xf32>
    %1614 = "stablehlo.maximum"(%1613, %1612) : (tensor<5xf32>, tensor<5xf32>) -> tensor<5xf32>
    "func.return"(%1614) : (tensor<5xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<5xui32>, tensor<5xui32>) -> (tensor<5xui32>, tensor<5xui32>), sym_name = "threefry2x32_3", sym_visibility = "private"}> ({
  ^bb0(%arg426: tensor<ui32>, %arg427: tensor<ui32>, %arg428: tensor<5xui32>, %arg429: tensor<5xui32>):
    %1562 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1563 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1564 = "stablehlo.xor"(%arg426, %arg427) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1565 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1566 = "stablehlo.xor"(%1564, %1565) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1567 = "stablehlo.broadcast_in_dim"(%arg426) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1568 = "stablehlo.add"(%arg428, %1567) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1569 = "stablehlo.broadcast_in_dim"(%arg427) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1570 = "stablehlo.add"(%arg429, %1569) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1571 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1572 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1573:9 = "stablehlo.while"(%1572, %1571, %1568, %1570, %arg427, %1566, %arg426, %1562, %1563) ({
    ^bb0(%arg439: tensor<i32>, %arg440: tensor<i32>, %arg441: tensor<5xui32>, %arg442: tensor<5xui32>, %arg443: tensor<ui32>, %arg444: tensor<ui32>, %arg445: tensor<ui32>, %arg446: tensor<4xui32>, %arg447: tensor<4xui32>):
      %1577 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1578 = "stablehlo.compare"(%arg439, %1577) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1578) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg430: tensor<i32>, %arg431: tensor<i32>, %arg432: tensor<5xui32>, %arg433: tensor<5xui32>, %arg434: tensor<ui32>, %arg435: tensor<ui32>, %arg436: tensor<ui32>, %arg437: tensor<4xui32>, %arg438: tensor<4xui32>):
      %1574:8 = "func.call"(%arg431, %arg432, %arg433, %arg434, %arg435, %arg436, %arg437, %arg438) <{callee = @closed_call_4}> : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1575 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1576 = "stablehlo.add"(%arg430, %1575) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1576, %1574#0, %1574#1, %1574#2, %1574#3, %1574#4, %1574#5, %1574#6, %1574#7) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1573#2, %1573#3) : (tensor<5xui32>, tensor<5xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_4", sym_visibility = "private"}> ({
  ^bb0(%arg418: tensor<i32>, %arg419: tensor<5xui32>, %arg420: tensor<5xui32>, %arg421: tensor<ui32>, %arg422: tensor<ui32>, %arg423: tensor<ui32>, %arg424: tensor<4xui32>, %arg425: tensor<4xui32>):
    %1507 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1508 = "stablehlo.add"(%arg418, %1507) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1509 = "stablehlo.slice"(%arg424) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1510 = "stablehlo.reshape"(%1509) : (tensor<1xui32>) -> tensor<ui32>
    %1511 = "stablehlo.add"(%arg419, %arg420) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1512 = "stablehlo.broadcast_in_dim"(%1510) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1513 = "stablehlo.shift_left"(%arg420, %1512) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1514 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1515 = "stablehlo.subtract"(%1514, %1510) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1516 = "stablehlo.broadcast_in_dim"(%1515) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1517 = "stablehlo.shift_right_logical"(%arg420, %1516) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1518 = "stablehlo.or"(%1513, %1517) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1519 = "stablehlo.xor"(%1511, %1518) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1520 = "stablehlo.slice"(%arg424) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1521 = "stablehlo.reshape"(%1520) : (tensor<1xui32>) -> tensor<ui32>
    %1522 = "stablehlo.add"(%1511, %1519) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1523 = "stablehlo.broadcast_in_dim"(%1521) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1524 = "stablehlo.shift_left"(%1519, %1523) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1525 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1526 = "stablehlo.subtract"(%1525, %1521) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1527 = "stablehlo.broadcast_in_dim"(%1526) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1528 = "stablehlo.shift_right_logical"(%1519, %1527) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1529 = "stablehlo.or"(%1524, %1528) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1530 = "stablehlo.xor"(%1522, %1529) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1531 = "stablehlo.slice"(%arg424) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1532 = "stablehlo.reshape"(%1531) : (tensor<1xui32>) -> tensor<ui32>
    %1533 = "stablehlo.add"(%1522, %1530) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1534 = "stablehlo.broadcast_in_dim"(%1532) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1535 = "stablehlo.shift_left"(%1530, %1534) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1536 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1537 = "stablehlo.subtract"(%1536, %1532) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1538 = "stablehlo.broadcast_in_dim"(%1537) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1539 = "stablehlo.shift_right_logical"(%1530, %1538) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1540 = "stablehlo.or"(%1535, %1539) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1541 = "stablehlo.xor"(%1533, %1540) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1542 = "stablehlo.slice"(%arg424) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1543 = "stablehlo.reshape"(%1542) : (tensor<1xui32>) -> tensor<ui32>
    %1544 = "stablehlo.add"(%1533, %1541) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1545 = "stablehlo.broadcast_in_dim"(%1543) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1546 = "stablehlo.shift_left"(%1541, %1545) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1547 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1548 = "stablehlo.subtract"(%1547, %1543) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1549 = "stablehlo.broadcast_in_dim"(%1548) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1550 = "stablehlo.shift_right_logical"(%1541, %1549) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1551 = "stablehlo.or"(%1546, %1550) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1552 = "stablehlo.xor"(%1544, %1551) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1553 = "stablehlo.broadcast_in_dim"(%arg421) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1554 = "stablehlo.add"(%1544, %1553) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1555 = "stablehlo.broadcast_in_dim"(%arg422) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1556 = "stablehlo.add"(%1552, %1555) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    %1557 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1558 = "stablehlo.add"(%arg418, %1557) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1559 = "stablehlo.convert"(%1558) : (tensor<i32>) -> tensor<ui32>
    %1560 = "stablehlo.broadcast_in_dim"(%1559) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<5xui32>
    %1561 = "stablehlo.add"(%1556, %1560) : (tensor<5xui32>, tensor<5xui32>) -> tensor<5xui32>
    "func.return"(%1508, %1554, %1561, %arg422, %arg423, %arg421, %arg425, %arg424) : (tensor<i32>, tensor<5xui32>, tensor<5xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_5", sym_visibility = "private"}> ({
  ^bb0(%arg417: tensor<2xui32>):
    %1490 = "stablehlo.slice"(%arg417) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1491 = "stablehlo.reshape"(%1490) : (tensor<1xui32>) -> tensor<ui32>
    %1492 = "stablehlo.slice"(%arg417) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1493 = "stablehlo.reshape"(%1492) : (tensor<1xui32>) -> tensor<ui32>
    %1494 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1495 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1496 = "stablehlo.broadcast_in_dim"(%1495) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1497 = "stablehlo.multiply"(%1496, %1494) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1498 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1499 = "stablehlo.broadcast_in_dim"(%1498) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1500 = "stablehlo.shift_right_logical"(%1497, %1499) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1501 = "stablehlo.convert"(%1497) : (tensor<3xui64>) -> tensor<3xui32>
    %1502 = "stablehlo.convert"(%1500) : (tensor<3xui64>) -> tensor<3xui32>
    %1503:2 = "func.call"(%1491, %1493, %1502, %1501) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %1504 = "stablehlo.broadcast_in_dim"(%1503#0) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %1505 = "stablehlo.broadcast_in_dim"(%1503#1) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %1506 = "stablehlo.concatenate"(%1504, %1505) <{dimension = 1 : i64}> : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x2xui32>
    "func.return"(%1506) : (tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_6", sym_visibility = "private"}> ({
  ^bb0(%arg395: tensor<ui32>, %arg396: tensor<ui32>, %arg397: tensor<3xui32>, %arg398: tensor<3xui32>):
    %1473 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1474 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1475 = "stablehlo.xor"(%arg395, %arg396) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1476 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1477 = "stablehlo.xor"(%1475, %1476) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1478 = "stablehlo.broadcast_in_dim"(%arg395) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1479 = "stablehlo.add"(%arg397, %1478) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1480 = "stablehlo.broadcast_in_dim"(%arg396) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1481 = "stablehlo.add"(%arg398, %1480) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1482 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1483 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1484:9 = "stablehlo.while"(%1483, %1482, %1479, %1481, %arg396, %1477, %arg395, %1473, %1474) ({
    ^bb0(%arg408: tensor<i32>, %arg409: tensor<i32>, %arg410: tensor<3xui32>, %arg411: tensor<3xui32>, %arg412: tensor<ui32>, %arg413: tensor<ui32>, %arg414: tensor<ui32>, %arg415: tensor<4xui32>, %arg416: tensor<4xui32>):
      %1488 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1489 = "stablehlo.compare"(%arg408, %1488) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1489) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg399: tensor<i32>, %arg400: tensor<i32>, %arg401: tensor<3xui32>, %arg402: tensor<3xui32>, %arg403: tensor<ui32>, %arg404: tensor<ui32>, %arg405: tensor<ui32>, %arg406: tensor<4xui32>, %arg407: tensor<4xui32>):
      %1485:8 = "func.call"(%arg400, %arg401, %arg402, %arg403, %arg404, %arg405, %arg406, %arg407) <{callee = @closed_call_7}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1486 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1487 = "stablehlo.add"(%arg399, %1486) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1487, %1485#0, %1485#1, %1485#2, %1485#3, %1485#4, %1485#5, %1485#6, %1485#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1484#2, %1484#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_7", sym_visibility = "private"}> ({
  ^bb0(%arg387: tensor<i32>, %arg388: tensor<3xui32>, %arg389: tensor<3xui32>, %arg390: tensor<ui32>, %arg391: tensor<ui32>, %arg392: tensor<ui32>, %arg393: tensor<4xui32>, %arg394: tensor<4xui32>):
    %1418 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1419 = "stablehlo.add"(%arg387, %1418) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1420 = "stablehlo.slice"(%arg393) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1421 = "stablehlo.reshape"(%1420) : (tensor<1xui32>) -> tensor<ui32>
    %1422 = "stablehlo.add"(%arg388, %arg389) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1423 = "stablehlo.broadcast_in_dim"(%1421) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1424 = "stablehlo.shift_left"(%arg389, %1423) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1425 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1426 = "stablehlo.subtract"(%1425, %1421) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1427 = "stablehlo.broadcast_in_dim"(%1426) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1428 = "stablehlo.shift_right_logical"(%arg389, %1427) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1429 = "stablehlo.or"(%1424, %1428) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1430 = "stablehlo.xor"(%1422, %1429) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1431 = "stablehlo.slice"(%arg393) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1432 = "stablehlo.reshape"(%1431) : (tensor<1xui32>) -> tensor<ui32>
    %1433 = "stablehlo.add"(%1422, %1430) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1434 = "stablehlo.broadcast_in_dim"(%1432) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1435 = "stablehlo.shift_left"(%1430, %1434) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1436 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1437 = "stablehlo.subtract"(%1436, %1432) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1438 = "stablehlo.broadcast_in_dim"(%1437) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1439 = "stablehlo.shift_right_logical"(%1430, %1438) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1440 = "stablehlo.or"(%1435, %1439) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1441 = "stablehlo.xor"(%1433, %1440) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1442 = "stablehlo.slice"(%arg393) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1443 = "stablehlo.reshape"(%1442) : (tensor<1xui32>) -> tensor<ui32>
    %1444 = "stablehlo.add"(%1433, %1441) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1445 = "stablehlo.broadcast_in_dim"(%1443) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1446 = "stablehlo.shift_left"(%1441, %1445) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1447 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1448 = "stablehlo.subtract"(%1447, %1443) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1449 = "stablehlo.broadcast_in_dim"(%1448) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1450 = "stablehlo.shift_right_logical"(%1441, %1449) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1451 = "stablehlo.or"(%1446, %1450) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1452 = "stablehlo.xor"(%1444, %1451) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1453 = "stablehlo.slice"(%arg393) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1454 = "stablehlo.reshape"(%1453) : (tensor<1xui32>) -> tensor<ui32>
    %1455 = "stablehlo.add"(%1444, %1452) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1456 = "stablehlo.broadcast_in_dim"(%1454) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1457 = "stablehlo.shift_left"(%1452, %1456) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1458 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1459 = "stablehlo.subtract"(%1458, %1454) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1460 = "stablehlo.broadcast_in_dim"(%1459) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1461 = "stablehlo.shift_right_logical"(%1452, %1460) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1462 = "stablehlo.or"(%1457, %1461) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1463 = "stablehlo.xor"(%1455, %1462) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1464 = "stablehlo.broadcast_in_dim"(%arg390) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1465 = "stablehlo.add"(%1455, %1464) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1466 = "stablehlo.broadcast_in_dim"(%arg391) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1467 = "stablehlo.add"(%1463, %1466) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1468 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1469 = "stablehlo.add"(%arg387, %1468) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1470 = "stablehlo.convert"(%1469) : (tensor<i32>) -> tensor<ui32>
    %1471 = "stablehlo.broadcast_in_dim"(%1470) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1472 = "stablehlo.add"(%1467, %1471) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%1419, %1465, %1472, %arg391, %arg392, %arg390, %arg394, %arg393) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_geometric", sym_visibility = "private"}> ({
  ^bb0(%arg385: tensor<2xui32>, %arg386: tensor<f32>):
    %1400 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1401 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1402 = "func.call"(%arg385, %1400, %1401) <{callee = @_uniform_8}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>
    %1403 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1404 = "stablehlo.broadcast_in_dim"(%1403) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1405 = "stablehlo.compare"(%1402, %1404) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %1406 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1407 = "func.call"(%1405, %1406, %1402) <{callee = @_where}> : (tensor<4xi1>, tensor<i32>, tensor<4xf32>) -> tensor<4xf32>
    %1408 = "stablehlo.log"(%1407) : (tensor<4xf32>) -> tensor<4xf32>
    %1409 = "stablehlo.negate"(%arg386) : (tensor<f32>) -> tensor<f32>
    %1410 = "stablehlo.log_plus_one"(%1409) : (tensor<f32>) -> tensor<f32>
    %1411 = "stablehlo.broadcast_in_dim"(%1410) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1412 = "stablehlo.divide"(%1408, %1411) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1413 = "stablehlo.floor"(%1412) : (tensor<4xf32>) -> tensor<4xf32>
    %1414 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1415 = "stablehlo.broadcast_in_dim"(%1414) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1416 = "stablehlo.add"(%1413, %1415) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1417 = "stablehlo.convert"(%1416) : (tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%1417) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_uniform_8", sym_visibility = "private"}> ({
  ^bb0(%arg382: tensor<2xui32>, %arg383: tensor<f32>, %arg384: tensor<f32>):
    %1364 = "stablehlo.convert"(%arg383) : (tensor<f32>) -> tensor<f32>
    %1365 = "stablehlo.convert"(%arg384) : (tensor<f32>) -> tensor<f32>
    %1366 = "stablehlo.broadcast_in_dim"(%1364) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1367 = "stablehlo.broadcast_in_dim"(%1365) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1368 = "stablehlo.slice"(%arg382) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1369 = "stablehlo.reshape"(%1368) : (tensor<1xui32>) -> tensor<ui32>
    %1370 = "stablehlo.slice"(%arg382) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1371 = "stablehlo.reshape"(%1370) : (tensor<1xui32>) -> tensor<ui32>
    %1372 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<4xui64>
    %1373 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1374 = "stablehlo.broadcast_in_dim"(%1373) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1375 = "stablehlo.multiply"(%1374, %1372) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1376 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1377 = "stablehlo.broadcast_in_dim"(%1376) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<4xui64>
    %1378 = "stablehlo.shift_right_logical"(%1375, %1377) : (tensor<4xui64>, tensor<4xui64>) -> tensor<4xui64>
    %1379 = "stablehlo.convert"(%1375) : (tensor<4xui64>) -> tensor<4xui32>
    %1380 = "stablehlo.convert"(%1378) : (tensor<4xui64>) -> tensor<4xui32>
    %1381:2 = "func.call"(%1369, %1371, %1380, %1379) <{callee = @threefry2x32_9}> : (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
    %1382 = "stablehlo.xor"(%1381#0, %1381#1) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1383 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1384 = "stablehlo.broadcast_in_dim"(%1383) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1385 = "stablehlo.shift_right_logical"(%1382, %1384) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1386 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1387 = "stablehlo.broadcast_in_dim"(%1386) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1388 = "stablehlo.or"(%1385, %1387) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1389 = "stablehlo.bitcast_convert"(%1388) : (tensor<4xui32>) -> tensor<4xf32>
    %1390 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1391 = "stablehlo.broadcast_in_dim"(%1390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1392 = "stablehlo.subtract"(%1389, %1391) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1393 = "stablehlo.subtract"(%1367, %1366) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1394 = "stablehlo.broadcast_in_dim"(%1393) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %1395 = "stablehlo.multiply"(%1392, %1394) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1396 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %1397 = "stablehlo.add"(%1395, %1396) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %1398 = "stablehlo.broadcast_in_dim"(%1366) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<4xf32>
    %1399 = "stablehlo.maximum"(%1398, %1397) : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1399) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), sym_name = "threefry2x32_9", sym_visibility = "private"}> ({
  ^bb0(%arg360: tensor<ui32>, %arg361: tensor<ui32>, %arg362: tensor<4xui32>, %arg363: tensor<4xui32>):
    %1347 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1348 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1349 = "stablehlo.xor"(%arg360, %arg361) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1350 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1351 = "stablehlo.xor"(%1349, %1350) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1352 = "stablehlo.broadcast_in_dim"(%arg360) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1353 = "stablehlo.add"(%arg362, %1352) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1354 = "stablehlo.broadcast_in_dim"(%arg361) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1355 = "stablehlo.add"(%arg363, %1354) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1356 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1357 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1358:9 = "stablehlo.while"(%1357, %1356, %1353, %1355, %arg361, %1351, %arg360, %1347, %1348) ({
    ^bb0(%arg373: tensor<i32>, %arg374: tensor<i32>, %arg375: tensor<4xui32>, %arg376: tensor<4xui32>, %arg377: tensor<ui32>, %arg378: tensor<ui32>, %arg379: tensor<ui32>, %arg380: tensor<4xui32>, %arg381: tensor<4xui32>):
      %1362 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1363 = "stablehlo.compare"(%arg373, %1362) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1363) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg364: tensor<i32>, %arg365: tensor<i32>, %arg366: tensor<4xui32>, %arg367: tensor<4xui32>, %arg368: tensor<ui32>, %arg369: tensor<ui32>, %arg370: tensor<ui32>, %arg371: tensor<4xui32>, %arg372: tensor<4xui32>):
      %1359:8 = "func.call"(%arg365, %arg366, %arg367, %arg368, %arg369, %arg370, %arg371, %arg372) <{callee = @closed_call_10}> : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %1360 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1361 = "stablehlo.add"(%arg364, %1360) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1361, %1359#0, %1359#1, %1359#2, %1359#3, %1359#4, %1359#5, %1359#6, %1359#7) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1358#2, %1358#3) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_10", sym_visibility = "private"}> ({
  ^bb0(%arg352: tensor<i32>, %arg353: tensor<4xui32>, %arg354: tensor<4xui32>, %arg355: tensor<ui32>, %arg356: tensor<ui32>, %arg357: tensor<ui32>, %arg358: tensor<4xui32>, %arg359: tensor<4xui32>):
    %1292 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1293 = "stablehlo.add"(%arg352, %1292) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1294 = "stablehlo.slice"(%arg358) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1295 = "stablehlo.reshape"(%1294) : (tensor<1xui32>) -> tensor<ui32>
    %1296 = "stablehlo.add"(%arg353, %arg354) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1297 = "stablehlo.broadcast_in_dim"(%1295) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1298 = "stablehlo.shift_left"(%arg354, %1297) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1299 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1300 = "stablehlo.subtract"(%1299, %1295) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1301 = "stablehlo.broadcast_in_dim"(%1300) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1302 = "stablehlo.shift_right_logical"(%arg354, %1301) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1303 = "stablehlo.or"(%1298, %1302) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1304 = "stablehlo.xor"(%1296, %1303) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1305 = "stablehlo.slice"(%arg358) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1306 = "stablehlo.reshape"(%1305) : (tensor<1xui32>) -> tensor<ui32>
    %1307 = "stablehlo.add"(%1296, %1304) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1308 = "stablehlo.broadcast_in_dim"(%1306) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1309 = "stablehlo.shift_left"(%1304, %1308) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1310 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1311 = "stablehlo.subtract"(%1310, %1306) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1312 = "stablehlo.broadcast_in_dim"(%1311) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1313 = "stablehlo.shift_right_logical"(%1304, %1312) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1314 = "stablehlo.or"(%1309, %1313) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1315 = "stablehlo.xor"(%1307, %1314) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1316 = "stablehlo.slice"(%arg358) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1317 = "stablehlo.reshape"(%1316) : (tensor<1xui32>) -> tensor<ui32>
    %1318 = "stablehlo.add"(%1307, %1315) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1319 = "stablehlo.broadcast_in_dim"(%1317) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1320 = "stablehlo.shift_left"(%1315, %1319) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1321 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1322 = "stablehlo.subtract"(%1321, %1317) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1323 = "stablehlo.broadcast_in_dim"(%1322) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1324 = "stablehlo.shift_right_logical"(%1315, %1323) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1325 = "stablehlo.or"(%1320, %1324) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1326 = "stablehlo.xor"(%1318, %1325) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1327 = "stablehlo.slice"(%arg358) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1328 = "stablehlo.reshape"(%1327) : (tensor<1xui32>) -> tensor<ui32>
    %1329 = "stablehlo.add"(%1318, %1326) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1330 = "stablehlo.broadcast_in_dim"(%1328) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1331 = "stablehlo.shift_left"(%1326, %1330) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1332 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1333 = "stablehlo.subtract"(%1332, %1328) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1334 = "stablehlo.broadcast_in_dim"(%1333) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1335 = "stablehlo.shift_right_logical"(%1326, %1334) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1336 = "stablehlo.or"(%1331, %1335) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1337 = "stablehlo.xor"(%1329, %1336) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1338 = "stablehlo.broadcast_in_dim"(%arg355) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1339 = "stablehlo.add"(%1329, %1338) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1340 = "stablehlo.broadcast_in_dim"(%arg356) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1341 = "stablehlo.add"(%1337, %1340) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %1342 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1343 = "stablehlo.add"(%arg352, %1342) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1344 = "stablehlo.convert"(%1343) : (tensor<i32>) -> tensor<ui32>
    %1345 = "stablehlo.broadcast_in_dim"(%1344) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %1346 = "stablehlo.add"(%1341, %1345) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%1293, %1339, %1346, %arg356, %arg357, %arg355, %arg359, %arg358) : (tensor<i32>, tensor<4xui32>, tensor<4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<i32>, tensor<4xf32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg349: tensor<4xi1>, %arg350: tensor<i32>, %arg351: tensor<4xf32>):
    %1289 = "stablehlo.convert"(%arg350) : (tensor<i32>) -> tensor<f32>
    %1290 = "stablehlo.broadcast_in_dim"(%1289) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %1291 = "stablehlo.select"(%arg349, %1290, %arg351) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%1291) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_t", sym_visibility = "private"}> ({
  ^bb0(%arg347: tensor<2xui32>, %arg348: tensor<f32>):
    %1275 = "stablehlo.convert"(%arg348) : (tensor<f32>) -> tensor<f32>
    %1276 = "func.call"(%arg347) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %1277 = "stablehlo.slice"(%1276) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %1278 = "stablehlo.reshape"(%1277) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1279 = "stablehlo.slice"(%1276) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %1280 = "stablehlo.reshape"(%1279) : (tensor<1x2xui32>) -> tensor<2xui32>
    %1281 = "func.call"(%1278) <{callee = @_normal}> : (tensor<2xui32>) -> tensor<3xf32>
    %1282 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1283 = "stablehlo.divide"(%1275, %1282) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %1284 = "func.call"(%1280, %1283) <{callee = @_gamma}> : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %1285 = "stablehlo.broadcast_in_dim"(%1283) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1286 = "stablehlo.divide"(%1285, %1284) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1287 = "stablehlo.sqrt"(%1286) : (tensor<3xf32>) -> tensor<3xf32>
    %1288 = "stablehlo.multiply"(%1281, %1287) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%1288) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal", sym_visibility = "private"}> ({
  ^bb0(%arg346: tensor<2xui32>):
    %1274 = "func.call"(%arg346) <{callee = @_normal_real}> : (tensor<2xui32>) -> tensor<3xf32>
    "func.return"(%1274) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_real", sym_visibility = "private"}> ({
  ^bb0(%arg345: tensor<2xui32>):
    %1267 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %1268 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1269 = "func.call"(%arg345, %1267, %1268) <{callee = @_uniform_11}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1270 = "chlo.erf_inv"(%1269) : (tensor<3xf32>) -> tensor<3xf32>
    %1271 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %1272 = "stablehlo.broadcast_in_dim"(%1271) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1273 = "stablehlo.multiply"(%1272, %1270) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%1273) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_11", sym_visibility = "private"}> ({
  ^bb0(%arg342: tensor<2xui32>, %arg343: tensor<f32>, %arg344: tensor<f32>):
    %1233 = "stablehlo.broadcast_in_dim"(%arg343) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1234 = "stablehlo.broadcast_in_dim"(%arg344) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %1235 = "stablehlo.slice"(%arg342) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1236 = "stablehlo.reshape"(%1235) : (tensor<1xui32>) -> tensor<ui32>
    %1237 = "stablehlo.slice"(%arg342) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %1238 = "stablehlo.reshape"(%1237) : (tensor<1xui32>) -> tensor<ui32>
    %1239 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1240 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1241 = "stablehlo.broadcast_in_dim"(%1240) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1242 = "stablehlo.multiply"(%1241, %1239) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1243 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1244 = "stablehlo.broadcast_in_dim"(%1243) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1245 = "stablehlo.shift_right_logical"(%1242, %1244) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1246 = "stablehlo.convert"(%1242) : (tensor<3xui64>) -> tensor<3xui32>
    %1247 = "stablehlo.convert"(%1245) : (tensor<3xui64>) -> tensor<3xui32>
    %1248:2 = "func.call"(%1236, %1238, %1247, %1246) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %1249 = "stablehlo.xor"(%1248#0, %1248#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1250 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %1251 = "stablehlo.broadcast_in_dim"(%1250) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1252 = "stablehlo.shift_right_logical"(%1249, %1251) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1253 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %1254 = "stablehlo.broadcast_in_dim"(%1253) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %1255 = "stablehlo.or"(%1252, %1254) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %1256 = "stablehlo.bitcast_convert"(%1255) : (tensor<3xui32>) -> tensor<3xf32>
    %1257 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1258 = "stablehlo.broadcast_in_dim"(%1257) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1259 = "stablehlo.subtract"(%1256, %1258) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1260 = "stablehlo.subtract"(%1234, %1233) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %1261 = "stablehlo.broadcast_in_dim"(%1260) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %1262 = "stablehlo.multiply"(%1259, %1261) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1263 = "stablehlo.broadcast_in_dim"(%1233) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %1264 = "stablehlo.add"(%1262, %1263) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1265 = "stablehlo.broadcast_in_dim"(%1233) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %1266 = "stablehlo.maximum"(%1265, %1264) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%1266) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_gamma", sym_visibility = "private"}> ({
  ^bb0(%arg316: tensor<2xui32>, %arg317: tensor<f32>):
    %1092 = "stablehlo.broadcast_in_dim"(%arg317) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1093 = "stablehlo.reshape"(%arg316) : (tensor<2xui32>) -> tensor<1x2xui32>
    %1094 = "func.call"(%1093) <{callee = @_threefry_split_12}> : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %1095 = "stablehlo.reshape"(%1094) : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %1096 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1097 = "stablehlo.broadcast_in_dim"(%1096) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1098 = "stablehlo.compare"(%1092, %1097) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %1099 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1100 = "stablehlo.broadcast_in_dim"(%1099) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1101 = "stablehlo.add"(%1092, %1100) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1102 = "stablehlo.select"(%1098, %1092, %1101) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1103 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1104 = "stablehlo.broadcast_in_dim"(%1103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1105 = "stablehlo.subtract"(%1102, %1104) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1106 = "stablehlo.sqrt"(%1105) : (tensor<3xf32>) -> tensor<3xf32>
    %1107 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %1108 = "stablehlo.broadcast_in_dim"(%1107) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1109 = "stablehlo.divide"(%1108, %1106) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1110 = "func.call"(%1095) <{callee = @_threefry_split_15}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %1111 = "stablehlo.slice"(%1110) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %1112 = "stablehlo.reshape"(%1111) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %1113 = "stablehlo.slice"(%1110) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %1114 = "stablehlo.reshape"(%1113) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %1115 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1116 = "stablehlo.broadcast_in_dim"(%1115) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1117 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1118 = "stablehlo.broadcast_in_dim"(%1117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1119 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1120 = "stablehlo.broadcast_in_dim"(%1119) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1121:6 = "stablehlo.while"(%1105, %1109, %1112, %1116, %1118, %1120) ({
    ^bb0(%arg334: tensor<3xf32>, %arg335: tensor<3xf32>, %arg336: tensor<3x2xui32>, %arg337: tensor<3xf32>, %arg338: tensor<3xf32>, %arg339: tensor<3xf32>):
      %1209 = "stablehlo.multiply"(%arg337, %arg337) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1210 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1211 = "stablehlo.broadcast_in_dim"(%1210) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1212 = "stablehlo.multiply"(%1211, %1209) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1213 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1214 = "stablehlo.broadcast_in_dim"(%1213) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1215 = "stablehlo.subtract"(%1214, %1212) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1216 = "stablehlo.compare"(%arg339, %1215) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %1217 = "stablehlo.log"(%arg339) : (tensor<3xf32>) -> tensor<3xf32>
      %1218 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1219 = "stablehlo.broadcast_in_dim"(%1218) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1220 = "stablehlo.multiply"(%arg337, %1219) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1221 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1222 = "stablehlo.broadcast_in_dim"(%1221) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1223 = "stablehlo.subtract"(%1222, %arg338) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1224 = "stablehlo.log"(%arg338) : (tensor<3xf32>) -> tensor<3xf32>
      %1225 = "stablehlo.add"(%1223, %1224) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1226 = "stablehlo.multiply"(%arg334, %1225) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1227 = "stablehlo.add"(%1220, %1226) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1228 = "stablehlo.compare"(%1217, %1227) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %1229 = "stablehlo.and"(%1216, %1228) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %1230 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %1231 = "stablehlo.reduce"(%1229, %1230) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg340: tensor<i1>, %arg341: tensor<i1>):
        %1232 = "stablehlo.or"(%arg340, %arg341) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1232) : (tensor<i1>) -> ()
      }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%1231) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg318: tensor<3xf32>, %arg319: tensor<3xf32>, %arg320: tensor<3x2xui32>, %arg321: tensor<3xf32>, %arg322: tensor<3xf32>, %arg323: tensor<3xf32>):
      %1137 = "func.call"(%arg320) <{callee = @_threefry_split_18}> : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %1138 = "stablehlo.slice"(%1137) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %1139 = "stablehlo.reshape"(%1138) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %1140 = "stablehlo.slice"(%1137) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %1141 = "stablehlo.reshape"(%1140) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %1142 = "stablehlo.slice"(%1137) <{limit_indices = array<i64: 3, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %1143 = "stablehlo.reshape"(%1142) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %1144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1145 = "stablehlo.broadcast_in_dim"(%1144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1146 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1147 = "stablehlo.broadcast_in_dim"(%1146) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1148:4 = "stablehlo.while"(%arg319, %1141, %1145, %1147) ({
      ^bb0(%arg328: tensor<3xf32>, %arg329: tensor<3x2xui32>, %arg330: tensor<3xf32>, %arg331: tensor<3xf32>):
        %1203 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1204 = "stablehlo.broadcast_in_dim"(%1203) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %1205 = "stablehlo.compare"(%arg331, %1204) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %1206 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %1207 = "stablehlo.reduce"(%1205, %1206) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg332: tensor<i1>, %arg333: tensor<i1>):
          %1208 = "stablehlo.or"(%arg332, %arg333) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%1208) : (tensor<i1>) -> ()
        }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%1207) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg324: tensor<3xf32>, %arg325: tensor<3x2xui32>, %arg326: tensor<3xf32>, %arg327: tensor<3xf32>):
        %1184 = "func.call"(%arg325) <{callee = @_threefry_split_15}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %1185 = "stablehlo.slice"(%1184) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %1186 = "stablehlo.reshape"(%1185) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %1187 = "stablehlo.slice"(%1184) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %1188 = "stablehlo.reshape"(%1187) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %1189 = "func.call"(%1188) <{callee = @_normal_21}> : (tensor<3x2xui32>) -> tensor<3xf32>
        %1190 = "stablehlo.multiply"(%1189, %arg324) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %1191 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1192 = "stablehlo.broadcast_in_dim"(%1191) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %1193 = "stablehlo.add"(%1192, %1190) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %1194 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %1195 = "stablehlo.broadcast_in_dim"(%1194) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %1196 = "stablehlo.compare"(%arg327, %1195) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %1197 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
        %1198 = "stablehlo.select"(%1197, %1186, %arg325) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
        %1199 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %1200 = "stablehlo.select"(%1199, %1189, %arg326) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %1201 = "stablehlo.broadcast_in_dim"(%1196) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %1202 = "stablehlo.select"(%1201, %1193, %arg327) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "stablehlo.return"(%arg324, %1198, %1200, %1202) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> ()
      }) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>)
      %1149 = "stablehlo.multiply"(%1148#2, %1148#2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1150 = "stablehlo.multiply"(%1148#3, %1148#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1151 = "stablehlo.multiply"(%1150, %1148#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1152 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1153 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1154 = "func.call"(%1143, %1152, %1153) <{callee = @_uniform_26}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %1155 = "stablehlo.multiply"(%arg321, %arg321) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1156 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %1157 = "stablehlo.broadcast_in_dim"(%1156) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1158 = "stablehlo.multiply"(%1157, %1155) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1159 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1160 = "stablehlo.broadcast_in_dim"(%1159) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1161 = "stablehlo.subtract"(%1160, %1158) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1162 = "stablehlo.compare"(%arg323, %1161) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %1163 = "stablehlo.log"(%arg323) : (tensor<3xf32>) -> tensor<3xf32>
      %1164 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %1165 = "stablehlo.broadcast_in_dim"(%1164) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1166 = "stablehlo.multiply"(%arg321, %1165) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1167 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %1168 = "stablehlo.broadcast_in_dim"(%1167) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %1169 = "stablehlo.subtract"(%1168, %arg322) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1170 = "stablehlo.log"(%arg322) : (tensor<3xf32>) -> tensor<3xf32>
      %1171 = "stablehlo.add"(%1169, %1170) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1172 = "stablehlo.multiply"(%arg318, %1171) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1173 = "stablehlo.add"(%1166, %1172) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1174 = "stablehlo.compare"(%1163, %1173) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %1175 = "stablehlo.and"(%1162, %1174) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %1176 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
      %1177 = "stablehlo.select"(%1176, %1139, %arg320) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
      %1178 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %1179 = "stablehlo.select"(%1178, %1149, %arg321) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1180 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %1181 = "stablehlo.select"(%1180, %1151, %arg322) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %1182 = "stablehlo.broadcast_in_dim"(%1175) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %1183 = "stablehlo.select"(%1182, %1154, %arg323) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%arg318, %arg319, %1177, %1179, %1181, %1183) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %1122 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1123 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1124 = "func.call"(%1114, %1122, %1123) <{callee = @_uniform_26}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %1125 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1126 = "stablehlo.broadcast_in_dim"(%1125) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1127 = "stablehlo.subtract"(%1126, %1124) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1128 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1129 = "stablehlo.broadcast_in_dim"(%1128) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1130 = "stablehlo.divide"(%1129, %1092) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1131 = "stablehlo.power"(%1127, %1130) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1132 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1133 = "stablehlo.broadcast_in_dim"(%1132) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %1134 = "stablehlo.select"(%1098, %1133, %1131) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1135 = "stablehlo.multiply"(%1105, %1121#4) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %1136 = "stablehlo.multiply"(%1135, %1134) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%1136) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<1x2xui32>) -> tensor<1x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_12", sym_visibility = "private"}> ({
  ^bb0(%arg315: tensor<1x2xui32>):
    %1071 = "stablehlo.slice"(%arg315) <{limit_indices = array<i64: 1, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1072 = "stablehlo.reshape"(%1071) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1073 = "stablehlo.slice"(%arg315) <{limit_indices = array<i64: 1, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<1x2xui32>) -> tensor<1x1xui32>
    %1074 = "stablehlo.reshape"(%1073) : (tensor<1x1xui32>) -> tensor<1xui32>
    %1075 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %1076 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %1077 = "stablehlo.broadcast_in_dim"(%1076) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1078 = "stablehlo.multiply"(%1077, %1075) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1079 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %1080 = "stablehlo.broadcast_in_dim"(%1079) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %1081 = "stablehlo.shift_right_logical"(%1078, %1080) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %1082 = "stablehlo.convert"(%1078) : (tensor<3xui64>) -> tensor<3xui32>
    %1083 = "stablehlo.convert"(%1081) : (tensor<3xui64>) -> tensor<3xui32>
    %1084 = "stablehlo.broadcast_in_dim"(%1083) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1085 = "stablehlo.broadcast_in_dim"(%1082) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %1086 = "stablehlo.broadcast_in_dim"(%1072) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1087 = "stablehlo.broadcast_in_dim"(%1074) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xui32>) -> tensor<1x1xui32>
    %1088:2 = "func.call"(%1086, %1087, %1084, %1085) <{callee = @threefry2x32_13}> : (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>)
    %1089 = "stablehlo.broadcast_in_dim"(%1088#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %1090 = "stablehlo.broadcast_in_dim"(%1088#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<1x3x1xui32>
    %1091 = "stablehlo.concatenate"(%1089, %1090) <{dimension = 2 : i64}> : (tensor<1x3x1xui32>, tensor<1x3x1xui32>) -> tensor<1x3x2xui32>
    "func.return"(%1091) : (tensor<1x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<1x3xui32>, tensor<1x3xui32>), sym_name = "threefry2x32_13", sym_visibility = "private"}> ({
  ^bb0(%arg293: tensor<1x1xui32>, %arg294: tensor<1x1xui32>, %arg295: tensor<1x3xui32>, %arg296: tensor<1x3xui32>):
    %1053 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1054 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %1055 = "stablehlo.xor"(%arg293, %arg294) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1056 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %1057 = "stablehlo.broadcast_in_dim"(%1056) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x1xui32>
    %1058 = "stablehlo.xor"(%1055, %1057) : (tensor<1x1xui32>, tensor<1x1xui32>) -> tensor<1x1xui32>
    %1059 = "stablehlo.broadcast_in_dim"(%arg293) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %1060 = "stablehlo.add"(%arg295, %1059) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1061 = "stablehlo.broadcast_in_dim"(%arg294) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %1062 = "stablehlo.add"(%arg296, %1061) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1063 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1064 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %1065:9 = "stablehlo.while"(%1064, %1063, %1060, %1062, %arg294, %1058, %arg293, %1053, %1054) ({
    ^bb0(%arg306: tensor<i32>, %arg307: tensor<i32>, %arg308: tensor<1x3xui32>, %arg309: tensor<1x3xui32>, %arg310: tensor<1x1xui32>, %arg311: tensor<1x1xui32>, %arg312: tensor<1x1xui32>, %arg313: tensor<4xui32>, %arg314: tensor<4xui32>):
      %1069 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %1070 = "stablehlo.compare"(%arg306, %1069) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%1070) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg297: tensor<i32>, %arg298: tensor<i32>, %arg299: tensor<1x3xui32>, %arg300: tensor<1x3xui32>, %arg301: tensor<1x1xui32>, %arg302: tensor<1x1xui32>, %arg303: tensor<1x1xui32>, %arg304: tensor<4xui32>, %arg305: tensor<4xui32>):
      %1066:8 = "func.call"(%arg298, %arg299, %arg300, %arg301, %arg302, %arg303, %arg304, %arg305) <{callee = @closed_call_14}> : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %1067 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %1068 = "stablehlo.add"(%arg297, %1067) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%1068, %1066#0, %1066#1, %1066#2, %1066#3, %1066#4, %1066#5, %1066#6, %1066#7) : (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%1065#2, %1065#3) : (tensor<1x3xui32>, tensor<1x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_14", sym_visibility = "private"}> ({
  ^bb0(%arg285: tensor<i32>, %arg286: tensor<1x3xui32>, %arg287: tensor<1x3xui32>, %arg288: tensor<1x1xui32>, %arg289: tensor<1x1xui32>, %arg290: tensor<1x1xui32>, %arg291: tensor<4xui32>, %arg292: tensor<4xui32>):
    %998 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %999 = "stablehlo.add"(%arg285, %998) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1000 = "stablehlo.slice"(%arg291) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1001 = "stablehlo.reshape"(%1000) : (tensor<1xui32>) -> tensor<ui32>
    %1002 = "stablehlo.add"(%arg286, %arg287) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1003 = "stablehlo.broadcast_in_dim"(%1001) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1004 = "stablehlo.shift_left"(%arg287, %1003) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1005 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1006 = "stablehlo.subtract"(%1005, %1001) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1007 = "stablehlo.broadcast_in_dim"(%1006) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1008 = "stablehlo.shift_right_logical"(%arg287, %1007) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1009 = "stablehlo.or"(%1004, %1008) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1010 = "stablehlo.xor"(%1002, %1009) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1011 = "stablehlo.slice"(%arg291) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1012 = "stablehlo.reshape"(%1011) : (tensor<1xui32>) -> tensor<ui32>
    %1013 = "stablehlo.add"(%1002, %1010) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1014 = "stablehlo.broadcast_in_dim"(%1012) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1015 = "stablehlo.shift_left"(%1010, %1014) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1016 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1017 = "stablehlo.subtract"(%1016, %1012) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1018 = "stablehlo.broadcast_in_dim"(%1017) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1019 = "stablehlo.shift_right_logical"(%1010, %1018) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1020 = "stablehlo.or"(%1015, %1019) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1021 = "stablehlo.xor"(%1013, %1020) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1022 = "stablehlo.slice"(%arg291) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1023 = "stablehlo.reshape"(%1022) : (tensor<1xui32>) -> tensor<ui32>
    %1024 = "stablehlo.add"(%1013, %1021) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1025 = "stablehlo.broadcast_in_dim"(%1023) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1026 = "stablehlo.shift_left"(%1021, %1025) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1027 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1028 = "stablehlo.subtract"(%1027, %1023) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1029 = "stablehlo.broadcast_in_dim"(%1028) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1030 = "stablehlo.shift_right_logical"(%1021, %1029) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1031 = "stablehlo.or"(%1026, %1030) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1032 = "stablehlo.xor"(%1024, %1031) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1033 = "stablehlo.slice"(%arg291) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %1034 = "stablehlo.reshape"(%1033) : (tensor<1xui32>) -> tensor<ui32>
    %1035 = "stablehlo.add"(%1024, %1032) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1036 = "stablehlo.broadcast_in_dim"(%1034) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1037 = "stablehlo.shift_left"(%1032, %1036) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1038 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %1039 = "stablehlo.subtract"(%1038, %1034) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %1040 = "stablehlo.broadcast_in_dim"(%1039) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1041 = "stablehlo.shift_right_logical"(%1032, %1040) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1042 = "stablehlo.or"(%1037, %1041) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1043 = "stablehlo.xor"(%1035, %1042) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1044 = "stablehlo.broadcast_in_dim"(%arg288) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %1045 = "stablehlo.add"(%1035, %1044) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1046 = "stablehlo.broadcast_in_dim"(%arg289) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xui32>) -> tensor<1x3xui32>
    %1047 = "stablehlo.add"(%1043, %1046) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    %1048 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1049 = "stablehlo.add"(%arg285, %1048) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %1050 = "stablehlo.convert"(%1049) : (tensor<i32>) -> tensor<ui32>
    %1051 = "stablehlo.broadcast_in_dim"(%1050) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<1x3xui32>
    %1052 = "stablehlo.add"(%1047, %1051) : (tensor<1x3xui32>, tensor<1x3xui32>) -> tensor<1x3xui32>
    "func.return"(%999, %1045, %1052, %arg289, %arg290, %arg288, %arg292, %arg291) : (tensor<i32>, tensor<1x3xui32>, tensor<1x3xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<1x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3x2x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_15", sym_visibility = "private"}> ({
  ^bb0(%arg284: tensor<3x2xui32>):
    %977 = "stablehlo.slice"(%arg284) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %978 = "stablehlo.reshape"(%977) : (tensor<3x1xui32>) -> tensor<3xui32>
    %979 = "stablehlo.slice"(%arg284) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %980 = "stablehlo.reshape"(%979) : (tensor<3x1xui32>) -> tensor<3xui32>
    %981 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2xui64>
    %982 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %983 = "stablehlo.broadcast_in_dim"(%982) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %984 = "stablehlo.multiply"(%983, %981) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %985 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %986 = "stablehlo.broadcast_in_dim"(%985) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2xui64>
    %987 = "stablehlo.shift_right_logical"(%984, %986) : (tensor<2xui64>, tensor<2xui64>) -> tensor<2xui64>
    %988 = "stablehlo.convert"(%984) : (tensor<2xui64>) -> tensor<2xui32>
    %989 = "stablehlo.convert"(%987) : (tensor<2xui64>) -> tensor<2xui32>
    %990 = "stablehlo.broadcast_in_dim"(%989) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %991 = "stablehlo.broadcast_in_dim"(%988) <{broadcast_dimensions = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1x2xui32>
    %992 = "stablehlo.broadcast_in_dim"(%978) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %993 = "stablehlo.broadcast_in_dim"(%980) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %994:2 = "func.call"(%992, %993, %990, %991) <{callee = @threefry2x32_16}> : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>)
    %995 = "stablehlo.broadcast_in_dim"(%994#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %996 = "stablehlo.broadcast_in_dim"(%994#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x2xui32>) -> tensor<3x2x1xui32>
    %997 = "stablehlo.concatenate"(%995, %996) <{dimension = 2 : i64}> : (tensor<3x2x1xui32>, tensor<3x2x1xui32>) -> tensor<3x2x2xui32>
    "func.return"(%997) : (tensor<3x2x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x2xui32>, tensor<1x2xui32>) -> (tensor<3x2xui32>, tensor<3x2xui32>), sym_name = "threefry2x32_16", sym_visibility = "private"}> ({
  ^bb0(%arg262: tensor<3x1xui32>, %arg263: tensor<3x1xui32>, %arg264: tensor<1x2xui32>, %arg265: tensor<1x2xui32>):
    %957 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %958 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %959 = "stablehlo.xor"(%arg262, %arg263) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %960 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %961 = "stablehlo.broadcast_in_dim"(%960) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x1xui32>
    %962 = "stablehlo.xor"(%959, %961) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %963 = "stablehlo.broadcast_in_dim"(%arg264) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %964 = "stablehlo.broadcast_in_dim"(%arg262) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %965 = "stablehlo.add"(%963, %964) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %966 = "stablehlo.broadcast_in_dim"(%arg265) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x2xui32>) -> tensor<3x2xui32>
    %967 = "stablehlo.broadcast_in_dim"(%arg263) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %968 = "stablehlo.add"(%966, %967) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %969 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %970 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %971:9 = "stablehlo.while"(%970, %969, %965, %968, %arg263, %962, %arg262, %957, %958) ({
    ^bb0(%arg275: tensor<i32>, %arg276: tensor<i32>, %arg277: tensor<3x2xui32>, %arg278: tensor<3x2xui32>, %arg279: tensor<3x1xui32>, %arg280: tensor<3x1xui32>, %arg281: tensor<3x1xui32>, %arg282: tensor<4xui32>, %arg283: tensor<4xui32>):
      %975 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %976 = "stablehlo.compare"(%arg275, %975) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%976) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg266: tensor<i32>, %arg267: tensor<i32>, %arg268: tensor<3x2xui32>, %arg269: tensor<3x2xui32>, %arg270: tensor<3x1xui32>, %arg271: tensor<3x1xui32>, %arg272: tensor<3x1xui32>, %arg273: tensor<4xui32>, %arg274: tensor<4xui32>):
      %972:8 = "func.call"(%arg267, %arg268, %arg269, %arg270, %arg271, %arg272, %arg273, %arg274) <{callee = @closed_call_17}> : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %973 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %974 = "stablehlo.add"(%arg266, %973) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%974, %972#0, %972#1, %972#2, %972#3, %972#4, %972#5, %972#6, %972#7) : (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%971#2, %971#3) : (tensor<3x2xui32>, tensor<3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_17", sym_visibility = "private"}> ({
  ^bb0(%arg254: tensor<i32>, %arg255: tensor<3x2xui32>, %arg256: tensor<3x2xui32>, %arg257: tensor<3x1xui32>, %arg258: tensor<3x1xui32>, %arg259: tensor<3x1xui32>, %arg260: tensor<4xui32>, %arg261: tensor<4xui32>):
    %902 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %903 = "stablehlo.add"(%arg254, %902) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %904 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %905 = "stablehlo.reshape"(%904) : (tensor<1xui32>) -> tensor<ui32>
    %906 = "stablehlo.add"(%arg255, %arg256) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %907 = "stablehlo.broadcast_in_dim"(%905) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %908 = "stablehlo.shift_left"(%arg256, %907) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %909 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %910 = "stablehlo.subtract"(%909, %905) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %911 = "stablehlo.broadcast_in_dim"(%910) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %912 = "stablehlo.shift_right_logical"(%arg256, %911) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %913 = "stablehlo.or"(%908, %912) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %914 = "stablehlo.xor"(%906, %913) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %915 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %916 = "stablehlo.reshape"(%915) : (tensor<1xui32>) -> tensor<ui32>
    %917 = "stablehlo.add"(%906, %914) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %918 = "stablehlo.broadcast_in_dim"(%916) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %919 = "stablehlo.shift_left"(%914, %918) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %920 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %921 = "stablehlo.subtract"(%920, %916) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %922 = "stablehlo.broadcast_in_dim"(%921) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %923 = "stablehlo.shift_right_logical"(%914, %922) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %924 = "stablehlo.or"(%919, %923) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %925 = "stablehlo.xor"(%917, %924) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %926 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %927 = "stablehlo.reshape"(%926) : (tensor<1xui32>) -> tensor<ui32>
    %928 = "stablehlo.add"(%917, %925) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %929 = "stablehlo.broadcast_in_dim"(%927) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %930 = "stablehlo.shift_left"(%925, %929) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %931 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %932 = "stablehlo.subtract"(%931, %927) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %933 = "stablehlo.broadcast_in_dim"(%932) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %934 = "stablehlo.shift_right_logical"(%925, %933) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %935 = "stablehlo.or"(%930, %934) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %936 = "stablehlo.xor"(%928, %935) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %937 = "stablehlo.slice"(%arg260) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %938 = "stablehlo.reshape"(%937) : (tensor<1xui32>) -> tensor<ui32>
    %939 = "stablehlo.add"(%928, %936) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %940 = "stablehlo.broadcast_in_dim"(%938) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %941 = "stablehlo.shift_left"(%936, %940) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %942 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %943 = "stablehlo.subtract"(%942, %938) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %944 = "stablehlo.broadcast_in_dim"(%943) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %945 = "stablehlo.shift_right_logical"(%936, %944) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %946 = "stablehlo.or"(%941, %945) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %947 = "stablehlo.xor"(%939, %946) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %948 = "stablehlo.broadcast_in_dim"(%arg257) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %949 = "stablehlo.add"(%939, %948) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %950 = "stablehlo.broadcast_in_dim"(%arg258) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x2xui32>
    %951 = "stablehlo.add"(%947, %950) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    %952 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %953 = "stablehlo.add"(%arg254, %952) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %954 = "stablehlo.convert"(%953) : (tensor<i32>) -> tensor<ui32>
    %955 = "stablehlo.broadcast_in_dim"(%954) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x2xui32>
    %956 = "stablehlo.add"(%951, %955) : (tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
    "func.return"(%903, %949, %956, %arg258, %arg259, %arg257, %arg261, %arg260) : (tensor<i32>, tensor<3x2xui32>, tensor<3x2xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3x3x2xui32>, res_attrs = [{}], sym_name = "_threefry_split_18", sym_visibility = "private"}> ({
  ^bb0(%arg253: tensor<3x2xui32>):
    %881 = "stablehlo.slice"(%arg253) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %882 = "stablehlo.reshape"(%881) : (tensor<3x1xui32>) -> tensor<3xui32>
    %883 = "stablehlo.slice"(%arg253) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %884 = "stablehlo.reshape"(%883) : (tensor<3x1xui32>) -> tensor<3xui32>
    %885 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %886 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %887 = "stablehlo.broadcast_in_dim"(%886) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %888 = "stablehlo.multiply"(%887, %885) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %889 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %890 = "stablehlo.broadcast_in_dim"(%889) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %891 = "stablehlo.shift_right_logical"(%888, %890) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %892 = "stablehlo.convert"(%888) : (tensor<3xui64>) -> tensor<3xui32>
    %893 = "stablehlo.convert"(%891) : (tensor<3xui64>) -> tensor<3xui32>
    %894 = "stablehlo.broadcast_in_dim"(%893) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %895 = "stablehlo.broadcast_in_dim"(%892) <{broadcast_dimensions = array<i64: 1>}> : (tensor<3xui32>) -> tensor<1x3xui32>
    %896 = "stablehlo.broadcast_in_dim"(%882) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %897 = "stablehlo.broadcast_in_dim"(%884) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xui32>) -> tensor<3x1xui32>
    %898:2 = "func.call"(%896, %897, %894, %895) <{callee = @threefry2x32_19}> : (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>)
    %899 = "stablehlo.broadcast_in_dim"(%898#0) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %900 = "stablehlo.broadcast_in_dim"(%898#1) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x3xui32>) -> tensor<3x3x1xui32>
    %901 = "stablehlo.concatenate"(%899, %900) <{dimension = 2 : i64}> : (tensor<3x3x1xui32>, tensor<3x3x1xui32>) -> tensor<3x3x2xui32>
    "func.return"(%901) : (tensor<3x3x2xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3x1xui32>, tensor<3x1xui32>, tensor<1x3xui32>, tensor<1x3xui32>) -> (tensor<3x3xui32>, tensor<3x3xui32>), sym_name = "threefry2x32_19", sym_visibility = "private"}> ({
  ^bb0(%arg231: tensor<3x1xui32>, %arg232: tensor<3x1xui32>, %arg233: tensor<1x3xui32>, %arg234: tensor<1x3xui32>):
    %861 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %862 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %863 = "stablehlo.xor"(%arg231, %arg232) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %864 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %865 = "stablehlo.broadcast_in_dim"(%864) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x1xui32>
    %866 = "stablehlo.xor"(%863, %865) : (tensor<3x1xui32>, tensor<3x1xui32>) -> tensor<3x1xui32>
    %867 = "stablehlo.broadcast_in_dim"(%arg233) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %868 = "stablehlo.broadcast_in_dim"(%arg231) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %869 = "stablehlo.add"(%867, %868) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %870 = "stablehlo.broadcast_in_dim"(%arg234) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x3xui32>) -> tensor<3x3xui32>
    %871 = "stablehlo.broadcast_in_dim"(%arg232) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %872 = "stablehlo.add"(%870, %871) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %873 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %874 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %875:9 = "stablehlo.while"(%874, %873, %869, %872, %arg232, %866, %arg231, %861, %862) ({
    ^bb0(%arg244: tensor<i32>, %arg245: tensor<i32>, %arg246: tensor<3x3xui32>, %arg247: tensor<3x3xui32>, %arg248: tensor<3x1xui32>, %arg249: tensor<3x1xui32>, %arg250: tensor<3x1xui32>, %arg251: tensor<4xui32>, %arg252: tensor<4xui32>):
      %879 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %880 = "stablehlo.compare"(%arg244, %879) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%880) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg235: tensor<i32>, %arg236: tensor<i32>, %arg237: tensor<3x3xui32>, %arg238: tensor<3x3xui32>, %arg239: tensor<3x1xui32>, %arg240: tensor<3x1xui32>, %arg241: tensor<3x1xui32>, %arg242: tensor<4xui32>, %arg243: tensor<4xui32>):
      %876:8 = "func.call"(%arg236, %arg237, %arg238, %arg239, %arg240, %arg241, %arg242, %arg243) <{callee = @closed_call_20}> : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
      %877 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %878 = "stablehlo.add"(%arg235, %877) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%878, %876#0, %876#1, %876#2, %876#3, %876#4, %876#5, %876#6, %876#7) : (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%875#2, %875#3) : (tensor<3x3xui32>, tensor<3x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_20", sym_visibility = "private"}> ({
  ^bb0(%arg223: tensor<i32>, %arg224: tensor<3x3xui32>, %arg225: tensor<3x3xui32>, %arg226: tensor<3x1xui32>, %arg227: tensor<3x1xui32>, %arg228: tensor<3x1xui32>, %arg229: tensor<4xui32>, %arg230: tensor<4xui32>):
    %806 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %807 = "stablehlo.add"(%arg223, %806) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %808 = "stablehlo.slice"(%arg229) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %809 = "stablehlo.reshape"(%808) : (tensor<1xui32>) -> tensor<ui32>
    %810 = "stablehlo.add"(%arg224, %arg225) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %811 = "stablehlo.broadcast_in_dim"(%809) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %812 = "stablehlo.shift_left"(%arg225, %811) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %813 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %814 = "stablehlo.subtract"(%813, %809) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %815 = "stablehlo.broadcast_in_dim"(%814) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %816 = "stablehlo.shift_right_logical"(%arg225, %815) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %817 = "stablehlo.or"(%812, %816) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %818 = "stablehlo.xor"(%810, %817) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %819 = "stablehlo.slice"(%arg229) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %820 = "stablehlo.reshape"(%819) : (tensor<1xui32>) -> tensor<ui32>
    %821 = "stablehlo.add"(%810, %818) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %822 = "stablehlo.broadcast_in_dim"(%820) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %823 = "stablehlo.shift_left"(%818, %822) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %824 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %825 = "stablehlo.subtract"(%824, %820) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %826 = "stablehlo.broadcast_in_dim"(%825) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %827 = "stablehlo.shift_right_logical"(%818, %826) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %828 = "stablehlo.or"(%823, %827) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %829 = "stablehlo.xor"(%821, %828) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %830 = "stablehlo.slice"(%arg229) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %831 = "stablehlo.reshape"(%830) : (tensor<1xui32>) -> tensor<ui32>
    %832 = "stablehlo.add"(%821, %829) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %833 = "stablehlo.broadcast_in_dim"(%831) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %834 = "stablehlo.shift_left"(%829, %833) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %835 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %836 = "stablehlo.subtract"(%835, %831) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %837 = "stablehlo.broadcast_in_dim"(%836) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %838 = "stablehlo.shift_right_logical"(%829, %837) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %839 = "stablehlo.or"(%834, %838) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %840 = "stablehlo.xor"(%832, %839) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %841 = "stablehlo.slice"(%arg229) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %842 = "stablehlo.reshape"(%841) : (tensor<1xui32>) -> tensor<ui32>
    %843 = "stablehlo.add"(%832, %840) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %844 = "stablehlo.broadcast_in_dim"(%842) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %845 = "stablehlo.shift_left"(%840, %844) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %846 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %847 = "stablehlo.subtract"(%846, %842) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %848 = "stablehlo.broadcast_in_dim"(%847) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %849 = "stablehlo.shift_right_logical"(%840, %848) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %850 = "stablehlo.or"(%845, %849) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %851 = "stablehlo.xor"(%843, %850) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %852 = "stablehlo.broadcast_in_dim"(%arg226) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %853 = "stablehlo.add"(%843, %852) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %854 = "stablehlo.broadcast_in_dim"(%arg227) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<3x1xui32>) -> tensor<3x3xui32>
    %855 = "stablehlo.add"(%851, %854) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    %856 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %857 = "stablehlo.add"(%arg223, %856) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %858 = "stablehlo.convert"(%857) : (tensor<i32>) -> tensor<ui32>
    %859 = "stablehlo.broadcast_in_dim"(%858) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x3xui32>
    %860 = "stablehlo.add"(%855, %859) : (tensor<3x3xui32>, tensor<3x3xui32>) -> tensor<3x3xui32>
    "func.return"(%807, %853, %860, %arg227, %arg228, %arg226, %arg230, %arg229) : (tensor<i32>, tensor<3x3xui32>, tensor<3x3xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<3x1xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_21", sym_visibility = "private"}> ({
  ^bb0(%arg222: tensor<3x2xui32>):
    %805 = "func.call"(%arg222) <{callee = @_normal_real_22}> : (tensor<3x2xui32>) -> tensor<3xf32>
    "func.return"(%805) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_normal_real_22", sym_visibility = "private"}> ({
  ^bb0(%arg221: tensor<3x2xui32>):
    %798 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %799 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %800 = "func.call"(%arg221, %798, %799) <{callee = @_uniform_23}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %801 = "chlo.erf_inv"(%800) : (tensor<3xf32>) -> tensor<3xf32>
    %802 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %803 = "stablehlo.broadcast_in_dim"(%802) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %804 = "stablehlo.multiply"(%803, %801) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%804) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_23", sym_visibility = "private"}> ({
  ^bb0(%arg218: tensor<3x2xui32>, %arg219: tensor<f32>, %arg220: tensor<f32>):
    %773 = "stablehlo.slice"(%arg218) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %774 = "stablehlo.reshape"(%773) : (tensor<3x1xui32>) -> tensor<3xui32>
    %775 = "stablehlo.slice"(%arg218) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %776 = "stablehlo.reshape"(%775) : (tensor<3x1xui32>) -> tensor<3xui32>
    %777 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %778 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %779:2 = "func.call"(%774, %776, %777, %778) <{callee = @threefry2x32_24}> : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %780 = "stablehlo.xor"(%779#0, %779#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %781 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %782 = "stablehlo.broadcast_in_dim"(%781) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %783 = "stablehlo.shift_right_logical"(%780, %782) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %784 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %785 = "stablehlo.broadcast_in_dim"(%784) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %786 = "stablehlo.or"(%783, %785) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %787 = "stablehlo.bitcast_convert"(%786) : (tensor<3xui32>) -> tensor<3xf32>
    %788 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %789 = "stablehlo.broadcast_in_dim"(%788) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %790 = "stablehlo.subtract"(%787, %789) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %791 = "stablehlo.subtract"(%arg220, %arg219) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %792 = "stablehlo.broadcast_in_dim"(%791) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %793 = "stablehlo.multiply"(%790, %792) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %794 = "stablehlo.broadcast_in_dim"(%arg219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %795 = "stablehlo.add"(%793, %794) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %796 = "stablehlo.broadcast_in_dim"(%arg219) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %797 = "stablehlo.maximum"(%796, %795) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%797) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>), sym_name = "threefry2x32_24", sym_visibility = "private"}> ({
  ^bb0(%arg196: tensor<3xui32>, %arg197: tensor<3xui32>, %arg198: tensor<ui32>, %arg199: tensor<ui32>):
    %755 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %756 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %757 = "stablehlo.xor"(%arg196, %arg197) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %758 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %759 = "stablehlo.broadcast_in_dim"(%758) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %760 = "stablehlo.xor"(%757, %759) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %761 = "stablehlo.broadcast_in_dim"(%arg198) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %762 = "stablehlo.add"(%761, %arg196) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %763 = "stablehlo.broadcast_in_dim"(%arg199) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %764 = "stablehlo.add"(%763, %arg197) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %765 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %766 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %767:9 = "stablehlo.while"(%766, %765, %762, %764, %arg197, %760, %arg196, %755, %756) ({
    ^bb0(%arg209: tensor<i32>, %arg210: tensor<i32>, %arg211: tensor<3xui32>, %arg212: tensor<3xui32>, %arg213: tensor<3xui32>, %arg214: tensor<3xui32>, %arg215: tensor<3xui32>, %arg216: tensor<4xui32>, %arg217: tensor<4xui32>):
      %771 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %772 = "stablehlo.compare"(%arg209, %771) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%772) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg200: tensor<i32>, %arg201: tensor<i32>, %arg202: tensor<3xui32>, %arg203: tensor<3xui32>, %arg204: tensor<3xui32>, %arg205: tensor<3xui32>, %arg206: tensor<3xui32>, %arg207: tensor<4xui32>, %arg208: tensor<4xui32>):
      %768:8 = "func.call"(%arg201, %arg202, %arg203, %arg204, %arg205, %arg206, %arg207, %arg208) <{callee = @closed_call_25}> : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
      %769 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %770 = "stablehlo.add"(%arg200, %769) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%770, %768#0, %768#1, %768#2, %768#3, %768#4, %768#5, %768#6, %768#7) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%767#2, %767#3) : (tensor<3xui32>, tensor<3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_25", sym_visibility = "private"}> ({
  ^bb0(%arg188: tensor<i32>, %arg189: tensor<3xui32>, %arg190: tensor<3xui32>, %arg191: tensor<3xui32>, %arg192: tensor<3xui32>, %arg193: tensor<3xui32>, %arg194: tensor<4xui32>, %arg195: tensor<4xui32>):
    %702 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %703 = "stablehlo.add"(%arg188, %702) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %704 = "stablehlo.slice"(%arg194) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %705 = "stablehlo.reshape"(%704) : (tensor<1xui32>) -> tensor<ui32>
    %706 = "stablehlo.add"(%arg189, %arg190) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %707 = "stablehlo.broadcast_in_dim"(%705) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %708 = "stablehlo.shift_left"(%arg190, %707) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %709 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %710 = "stablehlo.subtract"(%709, %705) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %711 = "stablehlo.broadcast_in_dim"(%710) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %712 = "stablehlo.shift_right_logical"(%arg190, %711) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %713 = "stablehlo.or"(%708, %712) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %714 = "stablehlo.xor"(%706, %713) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %715 = "stablehlo.slice"(%arg194) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %716 = "stablehlo.reshape"(%715) : (tensor<1xui32>) -> tensor<ui32>
    %717 = "stablehlo.add"(%706, %714) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %718 = "stablehlo.broadcast_in_dim"(%716) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %719 = "stablehlo.shift_left"(%714, %718) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %720 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %721 = "stablehlo.subtract"(%720, %716) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %722 = "stablehlo.broadcast_in_dim"(%721) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %723 = "stablehlo.shift_right_logical"(%714, %722) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %724 = "stablehlo.or"(%719, %723) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %725 = "stablehlo.xor"(%717, %724) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %726 = "stablehlo.slice"(%arg194) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %727 = "stablehlo.reshape"(%726) : (tensor<1xui32>) -> tensor<ui32>
    %728 = "stablehlo.add"(%717, %725) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %729 = "stablehlo.broadcast_in_dim"(%727) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %730 = "stablehlo.shift_left"(%725, %729) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %731 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %732 = "stablehlo.subtract"(%731, %727) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %733 = "stablehlo.broadcast_in_dim"(%732) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %734 = "stablehlo.shift_right_logical"(%725, %733) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %735 = "stablehlo.or"(%730, %734) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %736 = "stablehlo.xor"(%728, %735) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %737 = "stablehlo.slice"(%arg194) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %738 = "stablehlo.reshape"(%737) : (tensor<1xui32>) -> tensor<ui32>
    %739 = "stablehlo.add"(%728, %736) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %740 = "stablehlo.broadcast_in_dim"(%738) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %741 = "stablehlo.shift_left"(%736, %740) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %742 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %743 = "stablehlo.subtract"(%742, %738) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %744 = "stablehlo.broadcast_in_dim"(%743) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %745 = "stablehlo.shift_right_logical"(%736, %744) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %746 = "stablehlo.or"(%741, %745) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %747 = "stablehlo.xor"(%739, %746) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %748 = "stablehlo.add"(%739, %arg191) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %749 = "stablehlo.add"(%747, %arg192) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %750 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %751 = "stablehlo.add"(%arg188, %750) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %752 = "stablehlo.convert"(%751) : (tensor<i32>) -> tensor<ui32>
    %753 = "stablehlo.broadcast_in_dim"(%752) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %754 = "stablehlo.add"(%749, %753) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    "func.return"(%703, %748, %754, %arg192, %arg193, %arg191, %arg195, %arg194) : (tensor<i32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<3xui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_26", sym_visibility = "private"}> ({
  ^bb0(%arg185: tensor<3x2xui32>, %arg186: tensor<f32>, %arg187: tensor<f32>):
    %675 = "stablehlo.convert"(%arg186) : (tensor<f32>) -> tensor<f32>
    %676 = "stablehlo.convert"(%arg187) : (tensor<f32>) -> tensor<f32>
    %677 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 3, 1>, start_indices = array<i64: 0, 0>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %678 = "stablehlo.reshape"(%677) : (tensor<3x1xui32>) -> tensor<3xui32>
    %679 = "stablehlo.slice"(%arg185) <{limit_indices = array<i64: 3, 2>, start_indices = array<i64: 0, 1>, strides = array<i64: 1, 1>}> : (tensor<3x2xui32>) -> tensor<3x1xui32>
    %680 = "stablehlo.reshape"(%679) : (tensor<3x1xui32>) -> tensor<3xui32>
    %681 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %682 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %683:2 = "func.call"(%678, %680, %681, %682) <{callee = @threefry2x32_24}> : (tensor<3xui32>, tensor<3xui32>, tensor<ui32>, tensor<ui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %684 = "stablehlo.xor"(%683#0, %683#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %685 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %686 = "stablehlo.broadcast_in_dim"(%685) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %687 = "stablehlo.shift_right_logical"(%684, %686) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %688 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %689 = "stablehlo.broadcast_in_dim"(%688) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %690 = "stablehlo.or"(%687, %689) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %691 = "stablehlo.bitcast_convert"(%690) : (tensor<3xui32>) -> tensor<3xf32>
    %692 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %693 = "stablehlo.broadcast_in_dim"(%692) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %694 = "stablehlo.subtract"(%691, %693) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %695 = "stablehlo.subtract"(%676, %675) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %696 = "stablehlo.broadcast_in_dim"(%695) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %697 = "stablehlo.multiply"(%694, %696) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %698 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %699 = "stablehlo.add"(%697, %698) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %700 = "stablehlo.broadcast_in_dim"(%675) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %701 = "stablehlo.maximum"(%700, %699) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%701) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_chisquare", sym_visibility = "private"}> ({
  ^bb0(%arg183: tensor<2xui32>, %arg184: tensor<f32>):
    %667 = "stablehlo.convert"(%arg184) : (tensor<f32>) -> tensor<f32>
    %668 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %669 = "stablehlo.divide"(%667, %668) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %670 = "func.call"(%arg183, %669) <{callee = @_gamma_27}> : (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>
    %671 = "stablehlo.exponential"(%670) : (tensor<3xf32>) -> tensor<3xf32>
    %672 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %673 = "stablehlo.broadcast_in_dim"(%672) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %674 = "stablehlo.multiply"(%671, %673) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%674) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_gamma_27", sym_visibility = "private"}> ({
  ^bb0(%arg157: tensor<2xui32>, %arg158: tensor<f32>):
    %524 = "stablehlo.broadcast_in_dim"(%arg158) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %525 = "stablehlo.reshape"(%arg157) : (tensor<2xui32>) -> tensor<1x2xui32>
    %526 = "func.call"(%525) <{callee = @_threefry_split_12}> : (tensor<1x2xui32>) -> tensor<1x3x2xui32>
    %527 = "stablehlo.reshape"(%526) : (tensor<1x3x2xui32>) -> tensor<3x2xui32>
    %528 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %529 = "stablehlo.broadcast_in_dim"(%528) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %530 = "stablehlo.compare"(%524, %529) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %531 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %532 = "stablehlo.broadcast_in_dim"(%531) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %533 = "stablehlo.add"(%524, %532) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %534 = "stablehlo.select"(%530, %524, %533) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %535 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %536 = "stablehlo.broadcast_in_dim"(%535) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %537 = "stablehlo.subtract"(%534, %536) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %538 = "stablehlo.sqrt"(%537) : (tensor<3xf32>) -> tensor<3xf32>
    %539 = "stablehlo.constant"() <{value = dense<0.333333343> : tensor<f32>}> : () -> tensor<f32>
    %540 = "stablehlo.broadcast_in_dim"(%539) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %541 = "stablehlo.divide"(%540, %538) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %542 = "func.call"(%527) <{callee = @_threefry_split_15}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
    %543 = "stablehlo.slice"(%542) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %544 = "stablehlo.reshape"(%543) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %545 = "stablehlo.slice"(%542) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
    %546 = "stablehlo.reshape"(%545) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
    %547 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %548 = "stablehlo.broadcast_in_dim"(%547) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %549 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %550 = "stablehlo.broadcast_in_dim"(%549) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %551 = "stablehlo.constant"() <{value = dense<2.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %552 = "stablehlo.broadcast_in_dim"(%551) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %553:6 = "stablehlo.while"(%537, %541, %544, %548, %550, %552) ({
    ^bb0(%arg175: tensor<3xf32>, %arg176: tensor<3xf32>, %arg177: tensor<3x2xui32>, %arg178: tensor<3xf32>, %arg179: tensor<3xf32>, %arg180: tensor<3xf32>):
      %643 = "stablehlo.multiply"(%arg178, %arg178) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %644 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %645 = "stablehlo.broadcast_in_dim"(%644) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %646 = "stablehlo.multiply"(%645, %643) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %647 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %648 = "stablehlo.broadcast_in_dim"(%647) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %649 = "stablehlo.subtract"(%648, %646) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %650 = "stablehlo.compare"(%arg180, %649) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %651 = "stablehlo.log"(%arg180) : (tensor<3xf32>) -> tensor<3xf32>
      %652 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %653 = "stablehlo.broadcast_in_dim"(%652) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %654 = "stablehlo.multiply"(%arg178, %653) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %655 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %656 = "stablehlo.broadcast_in_dim"(%655) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %657 = "stablehlo.subtract"(%656, %arg179) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %658 = "stablehlo.log"(%arg179) : (tensor<3xf32>) -> tensor<3xf32>
      %659 = "stablehlo.add"(%657, %658) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %660 = "stablehlo.multiply"(%arg175, %659) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %661 = "stablehlo.add"(%654, %660) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %662 = "stablehlo.compare"(%651, %661) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %663 = "stablehlo.and"(%650, %662) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %664 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
      %665 = "stablehlo.reduce"(%663, %664) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg181: tensor<i1>, %arg182: tensor<i1>):
        %666 = "stablehlo.or"(%arg181, %arg182) : (tensor<i1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%666) : (tensor<i1>) -> ()
      }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%665) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg159: tensor<3xf32>, %arg160: tensor<3xf32>, %arg161: tensor<3x2xui32>, %arg162: tensor<3xf32>, %arg163: tensor<3xf32>, %arg164: tensor<3xf32>):
      %571 = "func.call"(%arg161) <{callee = @_threefry_split_18}> : (tensor<3x2xui32>) -> tensor<3x3x2xui32>
      %572 = "stablehlo.slice"(%571) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %573 = "stablehlo.reshape"(%572) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %574 = "stablehlo.slice"(%571) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %575 = "stablehlo.reshape"(%574) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %576 = "stablehlo.slice"(%571) <{limit_indices = array<i64: 3, 3, 2>, start_indices = array<i64: 0, 2, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x3x2xui32>) -> tensor<3x1x2xui32>
      %577 = "stablehlo.reshape"(%576) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
      %578 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %579 = "stablehlo.broadcast_in_dim"(%578) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %580 = "stablehlo.constant"() <{value = dense<-1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %581 = "stablehlo.broadcast_in_dim"(%580) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %582:4 = "stablehlo.while"(%arg160, %575, %579, %581) ({
      ^bb0(%arg169: tensor<3xf32>, %arg170: tensor<3x2xui32>, %arg171: tensor<3xf32>, %arg172: tensor<3xf32>):
        %637 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %638 = "stablehlo.broadcast_in_dim"(%637) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %639 = "stablehlo.compare"(%arg172, %638) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %640 = "stablehlo.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
        %641 = "stablehlo.reduce"(%639, %640) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg173: tensor<i1>, %arg174: tensor<i1>):
          %642 = "stablehlo.or"(%arg173, %arg174) : (tensor<i1>, tensor<i1>) -> tensor<i1>
          "stablehlo.return"(%642) : (tensor<i1>) -> ()
        }) : (tensor<3xi1>, tensor<i1>) -> tensor<i1>
        "stablehlo.return"(%641) : (tensor<i1>) -> ()
      }, {
      ^bb0(%arg165: tensor<3xf32>, %arg166: tensor<3x2xui32>, %arg167: tensor<3xf32>, %arg168: tensor<3xf32>):
        %618 = "func.call"(%arg166) <{callee = @_threefry_split_15}> : (tensor<3x2xui32>) -> tensor<3x2x2xui32>
        %619 = "stablehlo.slice"(%618) <{limit_indices = array<i64: 3, 1, 2>, start_indices = array<i64: 0, 0, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %620 = "stablehlo.reshape"(%619) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %621 = "stablehlo.slice"(%618) <{limit_indices = array<i64: 3, 2, 2>, start_indices = array<i64: 0, 1, 0>, strides = array<i64: 1, 1, 1>}> : (tensor<3x2x2xui32>) -> tensor<3x1x2xui32>
        %622 = "stablehlo.reshape"(%621) : (tensor<3x1x2xui32>) -> tensor<3x2xui32>
        %623 = "func.call"(%622) <{callee = @_normal_21}> : (tensor<3x2xui32>) -> tensor<3xf32>
        %624 = "stablehlo.multiply"(%623, %arg165) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %625 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %626 = "stablehlo.broadcast_in_dim"(%625) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %627 = "stablehlo.add"(%626, %624) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %628 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
        %629 = "stablehlo.broadcast_in_dim"(%628) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
        %630 = "stablehlo.compare"(%arg168, %629) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
        %631 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
        %632 = "stablehlo.select"(%631, %620, %arg166) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
        %633 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %634 = "stablehlo.select"(%633, %623, %arg167) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        %635 = "stablehlo.broadcast_in_dim"(%630) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
        %636 = "stablehlo.select"(%635, %627, %arg168) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
        "stablehlo.return"(%arg165, %632, %634, %636) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> ()
      }) : (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>)
      %583 = "stablehlo.multiply"(%582#2, %582#2) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %584 = "stablehlo.multiply"(%582#3, %582#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %585 = "stablehlo.multiply"(%584, %582#3) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %586 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %587 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %588 = "func.call"(%577, %586, %587) <{callee = @_uniform_26}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
      %589 = "stablehlo.multiply"(%arg162, %arg162) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %590 = "stablehlo.constant"() <{value = dense<3.310000e-02> : tensor<f32>}> : () -> tensor<f32>
      %591 = "stablehlo.broadcast_in_dim"(%590) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %592 = "stablehlo.multiply"(%591, %589) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %593 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %594 = "stablehlo.broadcast_in_dim"(%593) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %595 = "stablehlo.subtract"(%594, %592) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %596 = "stablehlo.compare"(%arg164, %595) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %597 = "stablehlo.log"(%arg164) : (tensor<3xf32>) -> tensor<3xf32>
      %598 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
      %599 = "stablehlo.broadcast_in_dim"(%598) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %600 = "stablehlo.multiply"(%arg162, %599) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %601 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
      %602 = "stablehlo.broadcast_in_dim"(%601) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
      %603 = "stablehlo.subtract"(%602, %arg163) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %604 = "stablehlo.log"(%arg163) : (tensor<3xf32>) -> tensor<3xf32>
      %605 = "stablehlo.add"(%603, %604) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %606 = "stablehlo.multiply"(%arg159, %605) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %607 = "stablehlo.add"(%600, %606) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %608 = "stablehlo.compare"(%597, %607) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
      %609 = "stablehlo.and"(%596, %608) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
      %610 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3x2xi1>
      %611 = "stablehlo.select"(%610, %573, %arg161) : (tensor<3x2xi1>, tensor<3x2xui32>, tensor<3x2xui32>) -> tensor<3x2xui32>
      %612 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %613 = "stablehlo.select"(%612, %583, %arg162) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %614 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %615 = "stablehlo.select"(%614, %585, %arg163) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %616 = "stablehlo.broadcast_in_dim"(%609) <{broadcast_dimensions = array<i64: 0>}> : (tensor<3xi1>) -> tensor<3xi1>
      %617 = "stablehlo.select"(%616, %588, %arg164) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      "stablehlo.return"(%arg159, %arg160, %611, %613, %615, %617) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> ()
    }) : (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3x2xui32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>)
    %554 = "func.call"(%546) <{callee = @_exponential}> : (tensor<3x2xui32>) -> tensor<3xf32>
    %555 = "stablehlo.negate"(%554) : (tensor<3xf32>) -> tensor<3xf32>
    %556 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %557 = "stablehlo.broadcast_in_dim"(%556) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %558 = "stablehlo.compare"(%555, %557) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
    %559 = "stablehlo.or"(%530, %558) : (tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
    %560 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %561 = "stablehlo.broadcast_in_dim"(%560) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %562 = "stablehlo.divide"(%561, %524) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %563 = "stablehlo.multiply"(%555, %562) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %564 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %565 = "stablehlo.broadcast_in_dim"(%564) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %566 = "stablehlo.select"(%559, %565, %563) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %567 = "stablehlo.log"(%537) : (tensor<3xf32>) -> tensor<3xf32>
    %568 = "stablehlo.log"(%553#4) : (tensor<3xf32>) -> tensor<3xf32>
    %569 = "stablehlo.add"(%567, %568) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %570 = "stablehlo.add"(%569, %566) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%570) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<3x2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_exponential", sym_visibility = "private"}> ({
  ^bb0(%arg156: tensor<3x2xui32>):
    %518 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %519 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %520 = "func.call"(%arg156, %518, %519) <{callee = @_uniform_26}> : (tensor<3x2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %521 = "stablehlo.negate"(%520) : (tensor<3xf32>) -> tensor<3xf32>
    %522 = "stablehlo.log_plus_one"(%521) : (tensor<3xf32>) -> tensor<3xf32>
    %523 = "stablehlo.negate"(%522) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%523) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<6xi32>, res_attrs = [{}], sym_name = "_rademacher", sym_visibility = "private"}> ({
  ^bb0(%arg155: tensor<2xui32>):
    %509 = "stablehlo.constant"() <{value = dense<5.000000e-01> : tensor<f32>}> : () -> tensor<f32>
    %510 = "func.call"(%arg155, %509) <{callee = @_bernoulli}> : (tensor<2xui32>, tensor<f32>) -> tensor<6xi1>
    %511 = "stablehlo.convert"(%510) : (tensor<6xi1>) -> tensor<6xi32>
    %512 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %513 = "stablehlo.broadcast_in_dim"(%512) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %514 = "stablehlo.multiply"(%513, %511) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    %515 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %516 = "stablehlo.broadcast_in_dim"(%515) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<6xi32>
    %517 = "stablehlo.subtract"(%514, %516) : (tensor<6xi32>, tensor<6xi32>) -> tensor<6xi32>
    "func.return"(%517) : (tensor<6xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<6xi1>, res_attrs = [{}], sym_name = "_bernoulli", sym_visibility = "private"}> ({
  ^bb0(%arg153: tensor<2xui32>, %arg154: tensor<f32>):
    %504 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %505 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %506 = "func.call"(%arg153, %504, %505) <{callee = @_uniform_28}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>
    %507 = "stablehlo.broadcast_in_dim"(%arg154) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %508 = "stablehlo.compare"(%506, %507) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xi1>
    "func.return"(%508) : (tensor<6xi1>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "_uniform_28", sym_visibility = "private"}> ({
  ^bb0(%arg150: tensor<2xui32>, %arg151: tensor<f32>, %arg152: tensor<f32>):
    %468 = "stablehlo.convert"(%arg151) : (tensor<f32>) -> tensor<f32>
    %469 = "stablehlo.convert"(%arg152) : (tensor<f32>) -> tensor<f32>
    %470 = "stablehlo.broadcast_in_dim"(%468) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %471 = "stablehlo.broadcast_in_dim"(%469) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %472 = "stablehlo.slice"(%arg150) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %473 = "stablehlo.reshape"(%472) : (tensor<1xui32>) -> tensor<ui32>
    %474 = "stablehlo.slice"(%arg150) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %475 = "stablehlo.reshape"(%474) : (tensor<1xui32>) -> tensor<ui32>
    %476 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<6xui64>
    %477 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %478 = "stablehlo.broadcast_in_dim"(%477) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %479 = "stablehlo.multiply"(%478, %476) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %480 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %481 = "stablehlo.broadcast_in_dim"(%480) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<6xui64>
    %482 = "stablehlo.shift_right_logical"(%479, %481) : (tensor<6xui64>, tensor<6xui64>) -> tensor<6xui64>
    %483 = "stablehlo.convert"(%479) : (tensor<6xui64>) -> tensor<6xui32>
    %484 = "stablehlo.convert"(%482) : (tensor<6xui64>) -> tensor<6xui32>
    %485:2 = "func.call"(%473, %475, %484, %483) <{callee = @threefry2x32_29}> : (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>)
    %486 = "stablehlo.xor"(%485#0, %485#1) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %487 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %488 = "stablehlo.broadcast_in_dim"(%487) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %489 = "stablehlo.shift_right_logical"(%486, %488) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %490 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %491 = "stablehlo.broadcast_in_dim"(%490) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %492 = "stablehlo.or"(%489, %491) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %493 = "stablehlo.bitcast_convert"(%492) : (tensor<6xui32>) -> tensor<6xf32>
    %494 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %495 = "stablehlo.broadcast_in_dim"(%494) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<6xf32>
    %496 = "stablehlo.subtract"(%493, %495) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %497 = "stablehlo.subtract"(%471, %470) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %498 = "stablehlo.broadcast_in_dim"(%497) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %499 = "stablehlo.multiply"(%496, %498) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %500 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %501 = "stablehlo.add"(%499, %500) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    %502 = "stablehlo.broadcast_in_dim"(%470) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<6xf32>
    %503 = "stablehlo.maximum"(%502, %501) : (tensor<6xf32>, tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%503) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<6xui32>, tensor<6xui32>) -> (tensor<6xui32>, tensor<6xui32>), sym_name = "threefry2x32_29", sym_visibility = "private"}> ({
  ^bb0(%arg128: tensor<ui32>, %arg129: tensor<ui32>, %arg130: tensor<6xui32>, %arg131: tensor<6xui32>):
    %451 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %452 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %453 = "stablehlo.xor"(%arg128, %arg129) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %454 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %455 = "stablehlo.xor"(%453, %454) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %456 = "stablehlo.broadcast_in_dim"(%arg128) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %457 = "stablehlo.add"(%arg130, %456) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %458 = "stablehlo.broadcast_in_dim"(%arg129) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %459 = "stablehlo.add"(%arg131, %458) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %460 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %461 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %462:9 = "stablehlo.while"(%461, %460, %457, %459, %arg129, %455, %arg128, %451, %452) ({
    ^bb0(%arg141: tensor<i32>, %arg142: tensor<i32>, %arg143: tensor<6xui32>, %arg144: tensor<6xui32>, %arg145: tensor<ui32>, %arg146: tensor<ui32>, %arg147: tensor<ui32>, %arg148: tensor<4xui32>, %arg149: tensor<4xui32>):
      %466 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %467 = "stablehlo.compare"(%arg141, %466) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%467) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg132: tensor<i32>, %arg133: tensor<i32>, %arg134: tensor<6xui32>, %arg135: tensor<6xui32>, %arg136: tensor<ui32>, %arg137: tensor<ui32>, %arg138: tensor<ui32>, %arg139: tensor<4xui32>, %arg140: tensor<4xui32>):
      %463:8 = "func.call"(%arg133, %arg134, %arg135, %arg136, %arg137, %arg138, %arg139, %arg140) <{callee = @closed_call_30}> : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %464 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %465 = "stablehlo.add"(%arg132, %464) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%465, %463#0, %463#1, %463#2, %463#3, %463#4, %463#5, %463#6, %463#7) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%462#2, %462#3) : (tensor<6xui32>, tensor<6xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_30", sym_visibility = "private"}> ({
  ^bb0(%arg120: tensor<i32>, %arg121: tensor<6xui32>, %arg122: tensor<6xui32>, %arg123: tensor<ui32>, %arg124: tensor<ui32>, %arg125: tensor<ui32>, %arg126: tensor<4xui32>, %arg127: tensor<4xui32>):
    %396 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %397 = "stablehlo.add"(%arg120, %396) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %398 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %399 = "stablehlo.reshape"(%398) : (tensor<1xui32>) -> tensor<ui32>
    %400 = "stablehlo.add"(%arg121, %arg122) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %401 = "stablehlo.broadcast_in_dim"(%399) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %402 = "stablehlo.shift_left"(%arg122, %401) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %403 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %404 = "stablehlo.subtract"(%403, %399) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %405 = "stablehlo.broadcast_in_dim"(%404) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %406 = "stablehlo.shift_right_logical"(%arg122, %405) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %407 = "stablehlo.or"(%402, %406) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %408 = "stablehlo.xor"(%400, %407) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %409 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %410 = "stablehlo.reshape"(%409) : (tensor<1xui32>) -> tensor<ui32>
    %411 = "stablehlo.add"(%400, %408) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %412 = "stablehlo.broadcast_in_dim"(%410) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %413 = "stablehlo.shift_left"(%408, %412) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %414 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %415 = "stablehlo.subtract"(%414, %410) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %416 = "stablehlo.broadcast_in_dim"(%415) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %417 = "stablehlo.shift_right_logical"(%408, %416) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %418 = "stablehlo.or"(%413, %417) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %419 = "stablehlo.xor"(%411, %418) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %420 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %421 = "stablehlo.reshape"(%420) : (tensor<1xui32>) -> tensor<ui32>
    %422 = "stablehlo.add"(%411, %419) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %423 = "stablehlo.broadcast_in_dim"(%421) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %424 = "stablehlo.shift_left"(%419, %423) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %425 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %426 = "stablehlo.subtract"(%425, %421) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %427 = "stablehlo.broadcast_in_dim"(%426) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %428 = "stablehlo.shift_right_logical"(%419, %427) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %429 = "stablehlo.or"(%424, %428) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %430 = "stablehlo.xor"(%422, %429) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %431 = "stablehlo.slice"(%arg126) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %432 = "stablehlo.reshape"(%431) : (tensor<1xui32>) -> tensor<ui32>
    %433 = "stablehlo.add"(%422, %430) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %434 = "stablehlo.broadcast_in_dim"(%432) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %435 = "stablehlo.shift_left"(%430, %434) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %436 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %437 = "stablehlo.subtract"(%436, %432) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %438 = "stablehlo.broadcast_in_dim"(%437) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %439 = "stablehlo.shift_right_logical"(%430, %438) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %440 = "stablehlo.or"(%435, %439) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %441 = "stablehlo.xor"(%433, %440) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %442 = "stablehlo.broadcast_in_dim"(%arg123) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %443 = "stablehlo.add"(%433, %442) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %444 = "stablehlo.broadcast_in_dim"(%arg124) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %445 = "stablehlo.add"(%441, %444) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    %446 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %447 = "stablehlo.add"(%arg120, %446) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %448 = "stablehlo.convert"(%447) : (tensor<i32>) -> tensor<ui32>
    %449 = "stablehlo.broadcast_in_dim"(%448) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<6xui32>
    %450 = "stablehlo.add"(%445, %449) : (tensor<6xui32>, tensor<6xui32>) -> tensor<6xui32>
    "func.return"(%397, %443, %450, %arg124, %arg125, %arg123, %arg127, %arg126) : (tensor<i32>, tensor<6xui32>, tensor<6xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_weibull_min", sym_visibility = "private"}> ({
  ^bb0(%arg117: tensor<2xui32>, %arg118: tensor<f32>, %arg119: tensor<f32>):
    %382 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %383 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %384 = "func.call"(%arg117, %382, %383) <{callee = @_uniform_31}> : (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3xf32>
    %385 = "stablehlo.negate"(%384) : (tensor<3xf32>) -> tensor<3xf32>
    %386 = "stablehlo.log_plus_one"(%385) : (tensor<3xf32>) -> tensor<3xf32>
    %387 = "stablehlo.negate"(%386) : (tensor<3xf32>) -> tensor<3xf32>
    %388 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %389 = "stablehlo.divide"(%388, %arg119) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    %390 = "stablehlo.convert"(%389) : (tensor<f32>) -> tensor<f32>
    %391 = "stablehlo.broadcast_in_dim"(%390) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %392 = "stablehlo.power"(%387, %391) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %393 = "stablehlo.convert"(%arg118) : (tensor<f32>) -> tensor<f32>
    %394 = "stablehlo.broadcast_in_dim"(%393) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %395 = "stablehlo.multiply"(%392, %394) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%395) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<i32>, tensor<i32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_31", sym_visibility = "private"}> ({
  ^bb0(%arg114: tensor<2xui32>, %arg115: tensor<i32>, %arg116: tensor<i32>):
    %346 = "stablehlo.convert"(%arg115) : (tensor<i32>) -> tensor<f32>
    %347 = "stablehlo.convert"(%arg116) : (tensor<i32>) -> tensor<f32>
    %348 = "stablehlo.broadcast_in_dim"(%346) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %349 = "stablehlo.broadcast_in_dim"(%347) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %350 = "stablehlo.slice"(%arg114) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %351 = "stablehlo.reshape"(%350) : (tensor<1xui32>) -> tensor<ui32>
    %352 = "stablehlo.slice"(%arg114) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %353 = "stablehlo.reshape"(%352) : (tensor<1xui32>) -> tensor<ui32>
    %354 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %355 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %356 = "stablehlo.broadcast_in_dim"(%355) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %357 = "stablehlo.multiply"(%356, %354) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %358 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %359 = "stablehlo.broadcast_in_dim"(%358) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %360 = "stablehlo.shift_right_logical"(%357, %359) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %361 = "stablehlo.convert"(%357) : (tensor<3xui64>) -> tensor<3xui32>
    %362 = "stablehlo.convert"(%360) : (tensor<3xui64>) -> tensor<3xui32>
    %363:2 = "func.call"(%351, %353, %362, %361) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %364 = "stablehlo.xor"(%363#0, %363#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %365 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %366 = "stablehlo.broadcast_in_dim"(%365) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %367 = "stablehlo.shift_right_logical"(%364, %366) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %368 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %369 = "stablehlo.broadcast_in_dim"(%368) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %370 = "stablehlo.or"(%367, %369) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %371 = "stablehlo.bitcast_convert"(%370) : (tensor<3xui32>) -> tensor<3xf32>
    %372 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %373 = "stablehlo.broadcast_in_dim"(%372) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %374 = "stablehlo.subtract"(%371, %373) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %375 = "stablehlo.subtract"(%349, %348) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %376 = "stablehlo.broadcast_in_dim"(%375) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %377 = "stablehlo.multiply"(%374, %376) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %378 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %379 = "stablehlo.add"(%377, %378) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %380 = "stablehlo.broadcast_in_dim"(%348) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %381 = "stablehlo.maximum"(%380, %379) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%381) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_pareto", sym_visibility = "private"}> ({
  ^bb0(%arg112: tensor<2xui32>, %arg113: tensor<f32>):
    %341 = "stablehlo.convert"(%arg113) : (tensor<f32>) -> tensor<f32>
    %342 = "func.call"(%arg112) <{callee = @_exponential_32}> : (tensor<2xui32>) -> tensor<3xf32>
    %343 = "stablehlo.broadcast_in_dim"(%341) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %344 = "stablehlo.divide"(%342, %343) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %345 = "stablehlo.exponential"(%344) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%345) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_exponential_32", sym_visibility = "private"}> ({
  ^bb0(%arg111: tensor<2xui32>):
    %335 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %336 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %337 = "func.call"(%arg111, %335, %336) <{callee = @_uniform_33}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>
    %338 = "stablehlo.negate"(%337) : (tensor<3xf32>) -> tensor<3xf32>
    %339 = "stablehlo.log_plus_one"(%338) : (tensor<3xf32>) -> tensor<3xf32>
    %340 = "stablehlo.negate"(%339) : (tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%340) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<3xf32>, res_attrs = [{}], sym_name = "_uniform_33", sym_visibility = "private"}> ({
  ^bb0(%arg108: tensor<2xui32>, %arg109: tensor<f32>, %arg110: tensor<f32>):
    %299 = "stablehlo.convert"(%arg109) : (tensor<f32>) -> tensor<f32>
    %300 = "stablehlo.convert"(%arg110) : (tensor<f32>) -> tensor<f32>
    %301 = "stablehlo.broadcast_in_dim"(%299) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %302 = "stablehlo.broadcast_in_dim"(%300) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1xf32>
    %303 = "stablehlo.slice"(%arg108) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %304 = "stablehlo.reshape"(%303) : (tensor<1xui32>) -> tensor<ui32>
    %305 = "stablehlo.slice"(%arg108) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %306 = "stablehlo.reshape"(%305) : (tensor<1xui32>) -> tensor<ui32>
    %307 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3xui64>
    %308 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %309 = "stablehlo.broadcast_in_dim"(%308) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %310 = "stablehlo.multiply"(%309, %307) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %311 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %312 = "stablehlo.broadcast_in_dim"(%311) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3xui64>
    %313 = "stablehlo.shift_right_logical"(%310, %312) : (tensor<3xui64>, tensor<3xui64>) -> tensor<3xui64>
    %314 = "stablehlo.convert"(%310) : (tensor<3xui64>) -> tensor<3xui32>
    %315 = "stablehlo.convert"(%313) : (tensor<3xui64>) -> tensor<3xui32>
    %316:2 = "func.call"(%304, %306, %315, %314) <{callee = @threefry2x32_6}> : (tensor<ui32>, tensor<ui32>, tensor<3xui32>, tensor<3xui32>) -> (tensor<3xui32>, tensor<3xui32>)
    %317 = "stablehlo.xor"(%316#0, %316#1) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %318 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %319 = "stablehlo.broadcast_in_dim"(%318) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %320 = "stablehlo.shift_right_logical"(%317, %319) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %321 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %322 = "stablehlo.broadcast_in_dim"(%321) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3xui32>
    %323 = "stablehlo.or"(%320, %322) : (tensor<3xui32>, tensor<3xui32>) -> tensor<3xui32>
    %324 = "stablehlo.bitcast_convert"(%323) : (tensor<3xui32>) -> tensor<3xf32>
    %325 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %326 = "stablehlo.broadcast_in_dim"(%325) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<3xf32>
    %327 = "stablehlo.subtract"(%324, %326) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %328 = "stablehlo.subtract"(%302, %301) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xf32>
    %329 = "stablehlo.broadcast_in_dim"(%328) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %330 = "stablehlo.multiply"(%327, %329) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %331 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %332 = "stablehlo.add"(%330, %331) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    %333 = "stablehlo.broadcast_in_dim"(%301) <{broadcast_dimensions = array<i64: 0>}> : (tensor<1xf32>) -> tensor<3xf32>
    %334 = "stablehlo.maximum"(%333, %332) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
    "func.return"(%334) : (tensor<3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "_maxwell", sym_visibility = "private"}> ({
  ^bb0(%arg107: tensor<2xui32>):
    %297 = "func.call"(%arg107) <{callee = @_normal_34}> : (tensor<2xui32>) -> tensor<2x3xf32>
    %298 = "func.call"(%297) <{callee = @norm}> : (tensor<2x3xf32>) -> tensor<2xf32>
    "func.return"(%298) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_normal_34", sym_visibility = "private"}> ({
  ^bb0(%arg106: tensor<2xui32>):
    %296 = "func.call"(%arg106) <{callee = @_normal_real_35}> : (tensor<2xui32>) -> tensor<2x3xf32>
    "func.return"(%296) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2xui32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_normal_real_35", sym_visibility = "private"}> ({
  ^bb0(%arg105: tensor<2xui32>):
    %289 = "stablehlo.constant"() <{value = dense<-0.99999994> : tensor<f32>}> : () -> tensor<f32>
    %290 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %291 = "func.call"(%arg105, %289, %290) <{callee = @_uniform_36}> : (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>
    %292 = "chlo.erf_inv"(%291) : (tensor<2x3xf32>) -> tensor<2x3xf32>
    %293 = "stablehlo.constant"() <{value = dense<1.41421354> : tensor<f32>}> : () -> tensor<f32>
    %294 = "stablehlo.broadcast_in_dim"(%293) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %295 = "stablehlo.multiply"(%294, %292) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%295) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<2xui32>, tensor<f32>, tensor<f32>) -> tensor<2x3xf32>, res_attrs = [{}], sym_name = "_uniform_36", sym_visibility = "private"}> ({
  ^bb0(%arg102: tensor<2xui32>, %arg103: tensor<f32>, %arg104: tensor<f32>):
    %250 = "stablehlo.broadcast_in_dim"(%arg103) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %251 = "stablehlo.broadcast_in_dim"(%arg104) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<1x1xf32>
    %252 = "stablehlo.slice"(%arg102) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %253 = "stablehlo.reshape"(%252) : (tensor<1xui32>) -> tensor<ui32>
    %254 = "stablehlo.slice"(%arg102) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %255 = "stablehlo.reshape"(%254) : (tensor<1xui32>) -> tensor<ui32>
    %256 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<2x3xui64>
    %257 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<2x3xui64>
    %258 = "stablehlo.constant"() <{value = dense<3> : tensor<ui64>}> : () -> tensor<ui64>
    %259 = "stablehlo.broadcast_in_dim"(%258) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %260 = "stablehlo.multiply"(%259, %256) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %261 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %262 = "stablehlo.broadcast_in_dim"(%261) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %263 = "stablehlo.multiply"(%262, %257) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %264 = "stablehlo.add"(%260, %263) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %265 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %266 = "stablehlo.broadcast_in_dim"(%265) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<2x3xui64>
    %267 = "stablehlo.shift_right_logical"(%264, %266) : (tensor<2x3xui64>, tensor<2x3xui64>) -> tensor<2x3xui64>
    %268 = "stablehlo.convert"(%264) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %269 = "stablehlo.convert"(%267) : (tensor<2x3xui64>) -> tensor<2x3xui32>
    %270:2 = "func.call"(%253, %255, %269, %268) <{callee = @threefry2x32_37}> : (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>)
    %271 = "stablehlo.xor"(%270#0, %270#1) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %272 = "stablehlo.constant"() <{value = dense<9> : tensor<ui32>}> : () -> tensor<ui32>
    %273 = "stablehlo.broadcast_in_dim"(%272) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %274 = "stablehlo.shift_right_logical"(%271, %273) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %275 = "stablehlo.constant"() <{value = dense<1065353216> : tensor<ui32>}> : () -> tensor<ui32>
    %276 = "stablehlo.broadcast_in_dim"(%275) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %277 = "stablehlo.or"(%274, %276) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %278 = "stablehlo.bitcast_convert"(%277) : (tensor<2x3xui32>) -> tensor<2x3xf32>
    %279 = "stablehlo.constant"() <{value = dense<1.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %280 = "stablehlo.broadcast_in_dim"(%279) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<2x3xf32>
    %281 = "stablehlo.subtract"(%278, %280) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %282 = "stablehlo.subtract"(%251, %250) : (tensor<1x1xf32>, tensor<1x1xf32>) -> tensor<1x1xf32>
    %283 = "stablehlo.broadcast_in_dim"(%282) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %284 = "stablehlo.multiply"(%281, %283) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %285 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %286 = "stablehlo.add"(%284, %285) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %287 = "stablehlo.broadcast_in_dim"(%250) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xf32>) -> tensor<2x3xf32>
    %288 = "stablehlo.maximum"(%287, %286) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    "func.return"(%288) : (tensor<2x3xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<2x3xui32>, tensor<2x3xui32>) -> (tensor<2x3xui32>, tensor<2x3xui32>), sym_name = "threefry2x32_37", sym_visibility = "private"}> ({
  ^bb0(%arg80: tensor<ui32>, %arg81: tensor<ui32>, %arg82: tensor<2x3xui32>, %arg83: tensor<2x3xui32>):
    %233 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %234 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %235 = "stablehlo.xor"(%arg80, %arg81) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %236 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %237 = "stablehlo.xor"(%235, %236) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %238 = "stablehlo.broadcast_in_dim"(%arg80) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %239 = "stablehlo.add"(%arg82, %238) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %240 = "stablehlo.broadcast_in_dim"(%arg81) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %241 = "stablehlo.add"(%arg83, %240) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %242 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %243 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %244:9 = "stablehlo.while"(%243, %242, %239, %241, %arg81, %237, %arg80, %233, %234) ({
    ^bb0(%arg93: tensor<i32>, %arg94: tensor<i32>, %arg95: tensor<2x3xui32>, %arg96: tensor<2x3xui32>, %arg97: tensor<ui32>, %arg98: tensor<ui32>, %arg99: tensor<ui32>, %arg100: tensor<4xui32>, %arg101: tensor<4xui32>):
      %248 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %249 = "stablehlo.compare"(%arg93, %248) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%249) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg84: tensor<i32>, %arg85: tensor<i32>, %arg86: tensor<2x3xui32>, %arg87: tensor<2x3xui32>, %arg88: tensor<ui32>, %arg89: tensor<ui32>, %arg90: tensor<ui32>, %arg91: tensor<4xui32>, %arg92: tensor<4xui32>):
      %245:8 = "func.call"(%arg85, %arg86, %arg87, %arg88, %arg89, %arg90, %arg91, %arg92) <{callee = @closed_call_38}> : (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %246 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %247 = "stablehlo.add"(%arg84, %246) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%247, %245#0, %245#1, %245#2, %245#3, %245#4, %245#5, %245#6, %245#7) : (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%244#2, %244#3) : (tensor<2x3xui32>, tensor<2x3xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_38", sym_visibility = "private"}> ({
  ^bb0(%arg72: tensor<i32>, %arg73: tensor<2x3xui32>, %arg74: tensor<2x3xui32>, %arg75: tensor<ui32>, %arg76: tensor<ui32>, %arg77: tensor<ui32>, %arg78: tensor<4xui32>, %arg79: tensor<4xui32>):
    %178 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %179 = "stablehlo.add"(%arg72, %178) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %180 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %181 = "stablehlo.reshape"(%180) : (tensor<1xui32>) -> tensor<ui32>
    %182 = "stablehlo.add"(%arg73, %arg74) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %183 = "stablehlo.broadcast_in_dim"(%181) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %184 = "stablehlo.shift_left"(%arg74, %183) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %185 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %186 = "stablehlo.subtract"(%185, %181) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %187 = "stablehlo.broadcast_in_dim"(%186) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %188 = "stablehlo.shift_right_logical"(%arg74, %187) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %189 = "stablehlo.or"(%184, %188) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %190 = "stablehlo.xor"(%182, %189) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %191 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %192 = "stablehlo.reshape"(%191) : (tensor<1xui32>) -> tensor<ui32>
    %193 = "stablehlo.add"(%182, %190) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %194 = "stablehlo.broadcast_in_dim"(%192) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %195 = "stablehlo.shift_left"(%190, %194) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %196 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %197 = "stablehlo.subtract"(%196, %192) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %198 = "stablehlo.broadcast_in_dim"(%197) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %199 = "stablehlo.shift_right_logical"(%190, %198) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %200 = "stablehlo.or"(%195, %199) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %201 = "stablehlo.xor"(%193, %200) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %202 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %203 = "stablehlo.reshape"(%202) : (tensor<1xui32>) -> tensor<ui32>
    %204 = "stablehlo.add"(%193, %201) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %205 = "stablehlo.broadcast_in_dim"(%203) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %206 = "stablehlo.shift_left"(%201, %205) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %207 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %208 = "stablehlo.subtract"(%207, %203) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %209 = "stablehlo.broadcast_in_dim"(%208) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %210 = "stablehlo.shift_right_logical"(%201, %209) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %211 = "stablehlo.or"(%206, %210) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %212 = "stablehlo.xor"(%204, %211) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %213 = "stablehlo.slice"(%arg78) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %214 = "stablehlo.reshape"(%213) : (tensor<1xui32>) -> tensor<ui32>
    %215 = "stablehlo.add"(%204, %212) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %216 = "stablehlo.broadcast_in_dim"(%214) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %217 = "stablehlo.shift_left"(%212, %216) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %218 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %219 = "stablehlo.subtract"(%218, %214) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %220 = "stablehlo.broadcast_in_dim"(%219) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %221 = "stablehlo.shift_right_logical"(%212, %220) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %222 = "stablehlo.or"(%217, %221) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %223 = "stablehlo.xor"(%215, %222) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %224 = "stablehlo.broadcast_in_dim"(%arg75) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %225 = "stablehlo.add"(%215, %224) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %226 = "stablehlo.broadcast_in_dim"(%arg76) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %227 = "stablehlo.add"(%223, %226) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    %228 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %229 = "stablehlo.add"(%arg72, %228) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %230 = "stablehlo.convert"(%229) : (tensor<i32>) -> tensor<ui32>
    %231 = "stablehlo.broadcast_in_dim"(%230) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<2x3xui32>
    %232 = "stablehlo.add"(%227, %231) : (tensor<2x3xui32>, tensor<2x3xui32>) -> tensor<2x3xui32>
    "func.return"(%179, %225, %232, %arg76, %arg77, %arg75, %arg79, %arg78) : (tensor<i32>, tensor<2x3xui32>, tensor<2x3xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<2x3xf32>) -> tensor<2xf32>, res_attrs = [{}], sym_name = "norm", sym_visibility = "private"}> ({
  ^bb0(%arg69: tensor<2x3xf32>):
    %173 = "stablehlo.multiply"(%arg69, %arg69) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
    %174 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %175 = "stablehlo.reduce"(%173, %174) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg70: tensor<f32>, %arg71: tensor<f32>):
      %177 = "stablehlo.add"(%arg70, %arg71) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%177) : (tensor<f32>) -> ()
    }) : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
    %176 = "stablehlo.sqrt"(%175) : (tensor<2xf32>) -> tensor<2xf32>
    "func.return"(%176) : (tensor<2xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}], function_type = (tensor<6xf32>) -> tensor<6xf32>, res_attrs = [{}], sym_name = "cumsum", sym_visibility = "private"}> ({
  ^bb0(%arg68: tensor<6xf32>):
    %172 = "func.call"(%arg68) <{callee = @cumsum_39}> : (tensor<6xf32>) -> tensor<6xf32>
    "func.return"(%172) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>) -> tensor<6xf32>, sym_name = "cumsum_39", sym_visibility = "private"}> ({
  ^bb0(%arg65: tensor<6xf32>):
    %168 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %169 = "stablehlo.broadcast_in_dim"(%168) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<f32>
    %170 = "stablehlo.reduce_window"(%arg65, %169) <{base_dilations = array<i64: 1>, padding = dense<[[5, 0]]> : tensor<1x2xi64>, window_dilations = array<i64: 1>, window_dimensions = array<i64: 6>, window_strides = array<i64: 1>}> ({
    ^bb0(%arg66: tensor<f32>, %arg67: tensor<f32>):
      %171 = "stablehlo.add"(%arg66, %arg67) : (tensor<f32>, tensor<f32>) -> tensor<f32>
      "stablehlo.return"(%171) : (tensor<f32>) -> ()
    }) : (tensor<6xf32>, tensor<f32>) -> tensor<6xf32>
    "func.return"(%170) : (tensor<6xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "searchsorted", sym_visibility = "private"}> ({
  ^bb0(%arg63: tensor<6xf32>, %arg64: tensor<4xf32>):
    %167 = "func.call"(%arg63, %arg64) <{callee = @_searchsorted_scan_impl}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%167) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl", sym_visibility = "private"}> ({
  ^bb0(%arg61: tensor<6xf32>, %arg62: tensor<4xf32>):
    %166 = "func.call"(%arg61, %arg62) <{callee = @_searchsorted_scan_impl_40}> : (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>
    "func.return"(%166) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xf32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_searchsorted_scan_impl_40", sym_visibility = "private"}> ({
  ^bb0(%arg49: tensor<6xf32>, %arg50: tensor<4xf32>):
    %154 = "stablehlo.constant"() <{value = dense<0> : tensor<ui32>}> : () -> tensor<ui32>
    %155 = "stablehlo.broadcast_in_dim"(%154) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %156 = "stablehlo.constant"() <{value = dense<6> : tensor<ui32>}> : () -> tensor<ui32>
    %157 = "stablehlo.broadcast_in_dim"(%156) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %158 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %159:5 = "stablehlo.while"(%arg49, %arg50, %158, %155, %157) ({
    ^bb0(%arg56: tensor<6xf32>, %arg57: tensor<4xf32>, %arg58: tensor<i32>, %arg59: tensor<4xui32>, %arg60: tensor<4xui32>):
      %164 = "stablehlo.constant"() <{value = dense<3> : tensor<i32>}> : () -> tensor<i32>
      %165 = "stablehlo.compare"(%arg58, %164) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%165) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg51: tensor<6xf32>, %arg52: tensor<4xf32>, %arg53: tensor<i32>, %arg54: tensor<4xui32>, %arg55: tensor<4xui32>):
      %161:2 = "func.call"(%arg51, %arg52, %arg54, %arg55) <{callee = @closed_call_41}> : (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>)
      %162 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %163 = "stablehlo.add"(%arg53, %162) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%arg51, %arg52, %163, %161#0, %161#1) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<6xf32>, tensor<4xf32>, tensor<i32>, tensor<4xui32>, tensor<4xui32>)
    %160 = "stablehlo.convert"(%159#4) : (tensor<4xui32>) -> tensor<4xi32>
    "func.return"(%160) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<6xf32>, tensor<4xf32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}], sym_name = "closed_call_41", sym_visibility = "private"}> ({
  ^bb0(%arg45: tensor<6xf32>, %arg46: tensor<4xf32>, %arg47: tensor<4xui32>, %arg48: tensor<4xui32>):
    %124 = "stablehlo.subtract"(%arg48, %arg47) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %125 = "stablehlo.constant"() <{value = dense<2> : tensor<i32>}> : () -> tensor<i32>
    %126 = "func.call"(%124, %125) <{callee = @floor_divide}> : (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>
    %127 = "stablehlo.add"(%arg47, %126) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %128 = "stablehlo.broadcast_in_dim"(%127) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xui32>) -> tensor<4x1xui32>
    %129 = "stablehlo.gather"(%arg45, %128) <{dimension_numbers = #stablehlo.gather<offset_dims = [1], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xui32>) -> tensor<4x1xf32>
    %130 = "stablehlo.reshape"(%129) : (tensor<4x1xf32>) -> tensor<4xf32>
    %131 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %132 = "stablehlo.broadcast_in_dim"(%131) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %133 = "stablehlo.compare"(%arg46, %132) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %134 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %135 = "stablehlo.broadcast_in_dim"(%134) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %136 = "stablehlo.select"(%133, %135, %arg46) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %137 = "stablehlo.compare"(%arg46, %arg46) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %138 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %139 = "stablehlo.broadcast_in_dim"(%138) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %140 = "stablehlo.select"(%137, %139, %136) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %141 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %142 = "stablehlo.broadcast_in_dim"(%141) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %143 = "stablehlo.compare"(%130, %142) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction EQ>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %144 = "stablehlo.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %145 = "stablehlo.broadcast_in_dim"(%144) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %146 = "stablehlo.select"(%143, %145, %130) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %147 = "stablehlo.compare"(%130, %130) <{compare_type = #stablehlo<comparison_type FLOAT>, comparison_direction = #stablehlo<comparison_direction NE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %148 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %149 = "stablehlo.broadcast_in_dim"(%148) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %150 = "stablehlo.select"(%147, %149, %146) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %151 = "stablehlo.compare"(%140, %150) <{compare_type = #stablehlo<comparison_type TOTALORDER>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
    %152 = "stablehlo.select"(%151, %arg47, %127) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    %153 = "stablehlo.select"(%151, %127, %arg48) : (tensor<4xi1>, tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%152, %153) : (tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<4xui32>, tensor<i32>) -> tensor<4xui32>, res_attrs = [{}], sym_name = "floor_divide", sym_visibility = "private"}> ({
  ^bb0(%arg43: tensor<4xui32>, %arg44: tensor<i32>):
    %121 = "stablehlo.convert"(%arg44) : (tensor<i32>) -> tensor<ui32>
    %122 = "stablehlo.broadcast_in_dim"(%121) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<4xui32>
    %123 = "stablehlo.divide"(%arg43, %122) : (tensor<4xui32>, tensor<4xui32>) -> tensor<4xui32>
    "func.return"(%123) : (tensor<4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<6xf32>, tensor<4xi32>) -> tensor<4xf32>, res_attrs = [{}], sym_name = "_take", sym_visibility = "private"}> ({
  ^bb0(%arg39: tensor<6xf32>, %arg40: tensor<4xi32>):
    %98 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %99 = "stablehlo.broadcast_in_dim"(%98) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %100 = "stablehlo.compare"(%arg40, %99) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
    %101 = "stablehlo.constant"() <{value = dense<6> : tensor<i32>}> : () -> tensor<i32>
    %102 = "stablehlo.broadcast_in_dim"(%101) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4xi32>
    %103 = "stablehlo.add"(%arg40, %102) : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %104 = "func.call"(%100, %103, %arg40) <{callee = @_where_42}> : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    %105 = "stablehlo.broadcast_in_dim"(%104) <{broadcast_dimensions = array<i64: 0>}> : (tensor<4xi32>) -> tensor<4x1xi32>
    %106 = "stablehlo.constant"() <{value = dense<5> : tensor<1xi32>}> : () -> tensor<1xi32>
    %107 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %108 = "stablehlo.broadcast_in_dim"(%107) <{broadcast_dimensions = array<i64>}> : (tensor<i32>) -> tensor<4x1xi32>
    %109 = "stablehlo.compare"(%105, %108) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction GE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %110 = "stablehlo.broadcast_in_dim"(%106) <{broadcast_dimensions = array<i64: 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
    %111 = "stablehlo.broadcast_in_dim"(%110) <{broadcast_dimensions = array<i64: 0, 1>}> : (tensor<1x1xi32>) -> tensor<4x1xi32>
    %112 = "stablehlo.compare"(%105, %111) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LE>}> : (tensor<4x1xi32>, tensor<4x1xi32>) -> tensor<4x1xi1>
    %113 = "stablehlo.and"(%109, %112) : (tensor<4x1xi1>, tensor<4x1xi1>) -> tensor<4x1xi1>
    %114 = "stablehlo.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %115 = "stablehlo.reduce"(%113, %114) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg41: tensor<i1>, %arg42: tensor<i1>):
      %120 = "stablehlo.and"(%arg41, %arg42) : (tensor<i1>, tensor<i1>) -> tensor<i1>
      "stablehlo.return"(%120) : (tensor<i1>) -> ()
    }) : (tensor<4x1xi1>, tensor<i1>) -> tensor<4xi1>
    %116 = "stablehlo.gather"(%arg39, %105) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, indices_are_sorted = false, slice_sizes = array<i64: 1>}> : (tensor<6xf32>, tensor<4x1xi32>) -> tensor<4xf32>
    %117 = "stablehlo.constant"() <{value = dense<0x7FC00000> : tensor<f32>}> : () -> tensor<f32>
    %118 = "stablehlo.broadcast_in_dim"(%117) <{broadcast_dimensions = array<i64>}> : (tensor<f32>) -> tensor<4xf32>
    %119 = "stablehlo.select"(%115, %116, %118) : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    "func.return"(%119) : (tensor<4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {}], function_type = (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>, res_attrs = [{}], sym_name = "_where_42", sym_visibility = "private"}> ({
  ^bb0(%arg36: tensor<4xi1>, %arg37: tensor<4xi32>, %arg38: tensor<4xi32>):
    %97 = "stablehlo.select"(%arg36, %arg37, %arg38) : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
    "func.return"(%97) : (tensor<4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}], function_type = (tensor<2xui32>, tensor<3x4xi32>) -> tensor<3x4xi32>, res_attrs = [{}], sym_name = "_shuffle", sym_visibility = "private"}> ({
  ^bb0(%arg30: tensor<2xui32>, %arg31: tensor<3x4xi32>):
    %72 = "func.call"(%arg30) <{callee = @_threefry_split_0}> : (tensor<2xui32>) -> tensor<2x2xui32>
    %73 = "stablehlo.slice"(%72) <{limit_indices = array<i64: 2, 2>, start_indices = array<i64: 1, 0>, strides = array<i64: 1, 1>}> : (tensor<2x2xui32>) -> tensor<1x2xui32>
    %74 = "stablehlo.reshape"(%73) : (tensor<1x2xui32>) -> tensor<2xui32>
    %75 = "stablehlo.slice"(%74) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %76 = "stablehlo.reshape"(%75) : (tensor<1xui32>) -> tensor<ui32>
    %77 = "stablehlo.slice"(%74) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<2xui32>) -> tensor<1xui32>
    %78 = "stablehlo.reshape"(%77) : (tensor<1xui32>) -> tensor<ui32>
    %79 = "stablehlo.iota"() <{iota_dimension = 0 : i64}> : () -> tensor<3x4xui64>
    %80 = "stablehlo.iota"() <{iota_dimension = 1 : i64}> : () -> tensor<3x4xui64>
    %81 = "stablehlo.constant"() <{value = dense<4> : tensor<ui64>}> : () -> tensor<ui64>
    %82 = "stablehlo.broadcast_in_dim"(%81) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %83 = "stablehlo.multiply"(%82, %79) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %84 = "stablehlo.constant"() <{value = dense<1> : tensor<ui64>}> : () -> tensor<ui64>
    %85 = "stablehlo.broadcast_in_dim"(%84) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %86 = "stablehlo.multiply"(%85, %80) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %87 = "stablehlo.add"(%83, %86) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %88 = "stablehlo.constant"() <{value = dense<32> : tensor<ui64>}> : () -> tensor<ui64>
    %89 = "stablehlo.broadcast_in_dim"(%88) <{broadcast_dimensions = array<i64>}> : (tensor<ui64>) -> tensor<3x4xui64>
    %90 = "stablehlo.shift_right_logical"(%87, %89) : (tensor<3x4xui64>, tensor<3x4xui64>) -> tensor<3x4xui64>
    %91 = "stablehlo.convert"(%87) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %92 = "stablehlo.convert"(%90) : (tensor<3x4xui64>) -> tensor<3x4xui32>
    %93:2 = "func.call"(%76, %78, %92, %91) <{callee = @threefry2x32_43}> : (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>)
    %94 = "stablehlo.xor"(%93#0, %93#1) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %95:2 = "stablehlo.sort"(%94, %arg31) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg32: tensor<ui32>, %arg33: tensor<ui32>, %arg34: tensor<i32>, %arg35: tensor<i32>):
      %96 = "stablehlo.compare"(%arg32, %arg33) <{compare_type = #stablehlo<comparison_type UNSIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<ui32>, tensor<ui32>) -> tensor<i1>
      "stablehlo.return"(%96) : (tensor<i1>) -> ()
    }) : (tensor<3x4xui32>, tensor<3x4xi32>) -> (tensor<3x4xui32>, tensor<3x4xi32>)
    "func.return"(%95#1) : (tensor<3x4xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<ui32>, tensor<ui32>, tensor<3x4xui32>, tensor<3x4xui32>) -> (tensor<3x4xui32>, tensor<3x4xui32>), sym_name = "threefry2x32_43", sym_visibility = "private"}> ({
  ^bb0(%arg8: tensor<ui32>, %arg9: tensor<ui32>, %arg10: tensor<3x4xui32>, %arg11: tensor<3x4xui32>):
    %55 = "stablehlo.constant"() <{value = dense<[13, 15, 26, 6]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %56 = "stablehlo.constant"() <{value = dense<[17, 29, 16, 24]> : tensor<4xui32>}> : () -> tensor<4xui32>
    %57 = "stablehlo.xor"(%arg8, %arg9) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %58 = "stablehlo.constant"() <{value = dense<466688986> : tensor<ui32>}> : () -> tensor<ui32>
    %59 = "stablehlo.xor"(%57, %58) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %60 = "stablehlo.broadcast_in_dim"(%arg8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %61 = "stablehlo.add"(%arg10, %60) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %62 = "stablehlo.broadcast_in_dim"(%arg9) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %63 = "stablehlo.add"(%arg11, %62) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %64 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %65 = "stablehlo.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %66:9 = "stablehlo.while"(%65, %64, %61, %63, %arg9, %59, %arg8, %55, %56) ({
    ^bb0(%arg21: tensor<i32>, %arg22: tensor<i32>, %arg23: tensor<3x4xui32>, %arg24: tensor<3x4xui32>, %arg25: tensor<ui32>, %arg26: tensor<ui32>, %arg27: tensor<ui32>, %arg28: tensor<4xui32>, %arg29: tensor<4xui32>):
      %70 = "stablehlo.constant"() <{value = dense<5> : tensor<i32>}> : () -> tensor<i32>
      %71 = "stablehlo.compare"(%arg21, %70) <{compare_type = #stablehlo<comparison_type SIGNED>, comparison_direction = #stablehlo<comparison_direction LT>}> : (tensor<i32>, tensor<i32>) -> tensor<i1>
      "stablehlo.return"(%71) : (tensor<i1>) -> ()
    }, {
    ^bb0(%arg12: tensor<i32>, %arg13: tensor<i32>, %arg14: tensor<3x4xui32>, %arg15: tensor<3x4xui32>, %arg16: tensor<ui32>, %arg17: tensor<ui32>, %arg18: tensor<ui32>, %arg19: tensor<4xui32>, %arg20: tensor<4xui32>):
      %67:8 = "func.call"(%arg13, %arg14, %arg15, %arg16, %arg17, %arg18, %arg19, %arg20) <{callee = @closed_call_44}> : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
      %68 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
      %69 = "stablehlo.add"(%arg12, %68) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      "stablehlo.return"(%69, %67#0, %67#1, %67#2, %67#3, %67#4, %67#5, %67#6, %67#7) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
    }) : (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>)
    "func.return"(%66#2, %66#3) : (tensor<3x4xui32>, tensor<3x4xui32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>), res_attrs = [{}, {}, {}, {}, {}, {}, {}, {}], sym_name = "closed_call_44", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<i32>, %arg1: tensor<3x4xui32>, %arg2: tensor<3x4xui32>, %arg3: tensor<ui32>, %arg4: tensor<ui32>, %arg5: tensor<ui32>, %arg6: tensor<4xui32>, %arg7: tensor<4xui32>):
    %0 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %1 = "stablehlo.add"(%arg0, %0) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %2 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 1>, start_indices = array<i64: 0>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %3 = "stablehlo.reshape"(%2) : (tensor<1xui32>) -> tensor<ui32>
    %4 = "stablehlo.add"(%arg1, %arg2) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %5 = "stablehlo.broadcast_in_dim"(%3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %6 = "stablehlo.shift_left"(%arg2, %5) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %7 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %8 = "stablehlo.subtract"(%7, %3) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %9 = "stablehlo.broadcast_in_dim"(%8) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %10 = "stablehlo.shift_right_logical"(%arg2, %9) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %11 = "stablehlo.or"(%6, %10) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %12 = "stablehlo.xor"(%4, %11) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %13 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 2>, start_indices = array<i64: 1>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %14 = "stablehlo.reshape"(%13) : (tensor<1xui32>) -> tensor<ui32>
    %15 = "stablehlo.add"(%4, %12) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %16 = "stablehlo.broadcast_in_dim"(%14) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %17 = "stablehlo.shift_left"(%12, %16) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %18 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %19 = "stablehlo.subtract"(%18, %14) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %20 = "stablehlo.broadcast_in_dim"(%19) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %21 = "stablehlo.shift_right_logical"(%12, %20) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %22 = "stablehlo.or"(%17, %21) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %23 = "stablehlo.xor"(%15, %22) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %24 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 3>, start_indices = array<i64: 2>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %25 = "stablehlo.reshape"(%24) : (tensor<1xui32>) -> tensor<ui32>
    %26 = "stablehlo.add"(%15, %23) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %27 = "stablehlo.broadcast_in_dim"(%25) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %28 = "stablehlo.shift_left"(%23, %27) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %29 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %30 = "stablehlo.subtract"(%29, %25) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %31 = "stablehlo.broadcast_in_dim"(%30) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %32 = "stablehlo.shift_right_logical"(%23, %31) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %33 = "stablehlo.or"(%28, %32) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %34 = "stablehlo.xor"(%26, %33) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %35 = "stablehlo.slice"(%arg6) <{limit_indices = array<i64: 4>, start_indices = array<i64: 3>, strides = array<i64: 1>}> : (tensor<4xui32>) -> tensor<1xui32>
    %36 = "stablehlo.reshape"(%35) : (tensor<1xui32>) -> tensor<ui32>
    %37 = "stablehlo.add"(%26, %34) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %38 = "stablehlo.broadcast_in_dim"(%36) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %39 = "stablehlo.shift_left"(%34, %38) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %40 = "stablehlo.constant"() <{value = dense<32> : tensor<ui32>}> : () -> tensor<ui32>
    %41 = "stablehlo.subtract"(%40, %36) : (tensor<ui32>, tensor<ui32>) -> tensor<ui32>
    %42 = "stablehlo.broadcast_in_dim"(%41) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %43 = "stablehlo.shift_right_logical"(%34, %42) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %44 = "stablehlo.or"(%39, %43) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %45 = "stablehlo.xor"(%37, %44) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %46 = "stablehlo.broadcast_in_dim"(%arg3) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %47 = "stablehlo.add"(%37, %46) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %48 = "stablehlo.broadcast_in_dim"(%arg4) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %49 = "stablehlo.add"(%45, %48) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    %50 = "stablehlo.constant"() <{value = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %51 = "stablehlo.add"(%arg0, %50) : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %52 = "stablehlo.convert"(%51) : (tensor<i32>) -> tensor<ui32>
    %53 = "stablehlo.broadcast_in_dim"(%52) <{broadcast_dimensions = array<i64>}> : (tensor<ui32>) -> tensor<3x4xui32>
    %54 = "stablehlo.add"(%49, %53) : (tensor<3x4xui32>, tensor<3x4xui32>) -> tensor<3x4xui32>
    "func.return"(%1, %47, %54, %arg4, %arg5, %arg3, %arg7, %arg6) : (tensor<i32>, tensor<3x4xui32>, tensor<3x4xui32>, tensor<ui32>, tensor<ui32>, tensor<ui32>, tensor<4xui32>, tensor<4xui32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
