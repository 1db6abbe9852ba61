extension String {
    /// The text with `&`, `<` and `>` escaped for Pango markup, which Waybar reads in `text` and
    /// `tooltip` (unless the module sets `"escape": true`) and notification daemons in a body: one
    /// bare `&` or `<` (a place called "Saint-Jean & Co", an alert's text) blanks the whole module.
    /// Quotes matter only inside a tag's attributes, which we never write.
    var markupEscaped: String {
        var escaped = ""
        for character in self {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            default: escaped.append(character)
            }
        }
        return escaped
    }
}
