func.func @f() {
  return %missing : i32
}
