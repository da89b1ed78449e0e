pub fn render(n: u32) -> String {
    let v = std::env::var("VARIANT").unwrap_or_default();
    let mut out = String::new();
    for i in 0..n {
        if v == "b" && i == 2 {
            out.push_str(&format!("row {i}: FAILED\n"));
        } else {
            out.push_str(&format!("row {i}: ok\n"));
        }
    }
    out
}

pub fn greet(name: &str) -> String {
    let v = std::env::var("VARIANT").unwrap_or_default();
    if v == "b" { format!("Hello, {name}!\nWelcome back.") } else { format!("Hello, {name}!") }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows() {
        insta::assert_snapshot!(render(4));
    }

    #[test]
    fn greeting() {
        insta::assert_snapshot!(greet("Ada"), @"Hello, Ada!");
    }

    #[test]
    fn config() {
        let v = std::env::var("VARIANT").unwrap_or_default();
        let port = if v == "b" { 8081 } else { 8080 };
        insta::assert_debug_snapshot!("config", (port, "localhost"));
    }

    #[test]
    fn added() {
        let v = std::env::var("VARIANT").unwrap_or_default();
        if v == "b" {
            insta::assert_snapshot!("added", "a new snapshot\nwith two lines");
        }
    }
}
