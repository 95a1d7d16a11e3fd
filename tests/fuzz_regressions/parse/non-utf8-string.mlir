module attributes {x.a = "a\FF\FE", x.b = "raw ÿþ"} {
}
