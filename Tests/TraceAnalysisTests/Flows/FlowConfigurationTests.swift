import Testing
import TraceAnalysis
import TraceModel

/// Flow definitions are read with the shared configuration reader: every problem with its path.
@Suite("Flow definitions")
struct FlowConfigurationTests {
    func problems(_ json: String) -> [String] {
        do {
            _ = try FlowConfiguration.parse(jsonText: json)
            return []
        } catch {
            return error.problems.map(\.description)
        }
    }

    @Test("the issue's example reads: five steps, a prefix target, a timed step, ordered from the trace start")
    func example() throws {
        let json = """
            {"version":1,"flows":[{"name":"highlight-onboarding","steps":[{"name":"double-tap","gesture":"double-tap",\
            "target":"sentence:*"},{"name":"tip","waitMs":2000},{"name":"drag","gesture":"pan","target":"sentence:*"},\
            {"name":"pick-colour","gesture":"tap","target":"colour:*"},\
            {"name":"add-memo","gesture":"tap","target":"memo"}]}]}
            """
        let flow = try #require(try FlowConfiguration.parse(jsonText: json).flows.first)
        #expect(flow.steps.map(\.name) == ["double-tap", "tip", "drag", "pick-colour", "add-memo"])
        #expect(flow.mode == .ordered && flow.start == .trace && flow.windowMs == nil)
        #expect(flow.steps[1].expectation == .wait(ms: 2000))
        guard case .gesture(let kind, nil, let target?) = flow.steps[3].expectation else {
            Issue.record("pick-colour is a gesture step with a target")
            return
        }
        #expect(kind == .tap && target.matches("colour:red") && !target.matches("memo") && !target.matches(nil))
        #expect(FlowTargetPattern("memo").matches("memo") && !FlowTargetPattern("memo").matches("memo:1"))
    }

    @Test("text from the file is quoted with escapes in a message, never printed raw")
    func controlCharactersQuoted() {
        let found = problems(
            #"""
            {"version":1,"flows":[{"name":"a","mode":"\u001b[2J","steps":[{"name":"s","gesture":"\u202etap"}]}]}
            """#)
        #expect(
            found == [
                #"flows[0].mode: unknown mode "\u001B[2J"; expected ordered or strict"#,
                #"flows[0].steps[0].gesture: unknown gesture "\u202Etap"; expected one of "#
                    + "tap, double-tap, long-press, pan, swipe",
            ], "\(found)")
    }

    @Test("every problem is reported with its field path")
    func problemsWithPaths() {
        let found = problems(
            """
            {"version":2,"flows":[{"name":"a/b","mode":"any","steps":[{"name":"t","waitMs":-1},\
            {"name":"x","gesture":"pinch"},{"name":"x","gesture":"tap","direction":"up"},{"name":"y"},\
            {"name":"z","gesture":"pan","waitMs":5}]},{"steps":[]}],"extra":1}
            """)
        #expect(
            found == [
                "extra: unknown key; expected one of version, flows",
                "version: unsupported version 2; this gesturetrace reads version 1",
                "flows[0].name: expected a non-empty name without \"/\", got \"a/b\"",
                "flows[0].mode: unknown mode \"any\"; expected ordered or strict",
                "flows[0].steps[0].waitMs: expected a positive number of ms, got -1",
                "flows[0].steps[1].gesture: unknown gesture \"pinch\"; expected one of "
                    + "tap, double-tap, long-press, pan, swipe",
                "flows[0].steps[2].direction: only a pan or swipe step has a direction",
                "flows[0].steps[3]: missing; expected \"gesture\" "
                    + "(one of tap, double-tap, long-press, pan, swipe) or \"waitMs\"",
                "flows[0].steps[4]: give either \"gesture\" or \"waitMs\", not both",
                "flows[1].name: missing; expected the flow's name",
                "flows[1].steps: empty; a flow needs at least one step",
            ], "\(found)")
    }

    @Test("a timed first step, duplicate names and a timed step with a target are refused")
    func structuralProblems() {
        let found = problems(
            """
            {"version":1,"flows":[{"name":"f","steps":[{"name":"a","gesture":"tap"},{"name":"w","waitMs":10,\
            "target":"memo"},{"name":"a","gesture":"pan"}]},\
            {"name":"g","steps":[{"name":"a","gesture":"tap","windowMs":0}]}]}
            """)
        #expect(
            found == [
                "flows[0].steps[1].target: a timed step (waitMs) has no target",
                "flows[0].steps[2].name: \"a\" is already the name of steps[0]",
                "flows[1].steps[0].windowMs: expected a positive number of ms, got 0",
            ], "\(found)")
        #expect(
            problems(#"{"version":1,"flows":[{"name":"f","steps":[{"name":"w","waitMs":10}]}]}"#) == [
                "flows[0].steps[0]: the first step must be a gesture step (a run starts with a gesture)"
            ])
        #expect(
            problems(
                #"{"version":1,"flows":[{"name":"f","steps":[{"name":"a","gesture":"tap"}]},"#
                    + #"{"name":"f","steps":[{"name":"a","gesture":"tap"}]}]}"#) == [
                    "flows[1].name: \"f\" is already the name of flows[0]"
                ])
        #expect(problems("[1]") == ["expected a JSON object with \"version\" and \"flows\", got an array"])
    }
}
