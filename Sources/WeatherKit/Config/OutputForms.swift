import FoundationEssentials

/// Makes the output form the request asked for.
public enum OutputForms {
    /// The form for ``Request/output``: every check was made when the request was resolved.
    static func decide(_ request: Request) -> any OutputForm {
        if case .json = request.output { return JSONForm(style: request.style, provider: request.network.provider) }
        return form(request.output, style: request.style, contents: request.contents)
    }

    /// The form for `output`, with the human view's (and a bar's tooltip's) `contents`.
    static func form(
        _ output: Request.Output, style: DisplayStyle, contents: HumanView.Contents = HumanView.Contents()
    ) -> any OutputForm {
        switch output {
        case .json: JSONForm(style: style)
        case .waybar(let template): WaybarForm(template: template, style: style, contents: contents)
        case .template(let template): TemplateForm(template: template, style: style)
        case .human: HumanForm(view: HumanView(style: style, contents: contents))
        }
    }
}
