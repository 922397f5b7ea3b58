import LiveHTML

// Gestures: what liveui.js sends for a drag, a long press or a tap, through the wire encoding.
extension TestElement {
    /// Drags from `start` (in the element's own coordinates) by `dx`, `dy`,
    /// sending `steps` moves along the way (as the browser's paced moves)
    /// and then the release at the exact end. `velocity` (points/s) is what
    /// the browser would have measured at the end.
    public func drag(
        dx: Double, dy: Double, from start: (x: Double, y: Double) = (50, 50), steps: Int = 3,
        velocity: (x: Double, y: Double) = (0, 0)
    ) throws {
        let n = max(1, steps)
        for i in 1...n {
            let f = Double(i) / Double(n)
            try dragMove(to: (start.x + dx * f, start.y + dy * f), from: start)
        }
        try dragEnd(at: (start.x + dx, start.y + dy), from: start, velocity: velocity)
    }

    /// One paced move of a drag that began at `start`.
    public func dragMove(to point: (x: Double, y: Double), from start: (x: Double, y: Double) = (50, 50)) throws {
        let sample = DragSample(x: point.x, y: point.y, startX: start.x, startY: start.y)
        if let error = try page.send(.drag, to: id, value: "move", drag: sample) { throw TestError.refused(error) }
    }

    /// The release of a drag that began at `start`.
    public func dragEnd(
        at point: (x: Double, y: Double), from start: (x: Double, y: Double) = (50, 50), velocity: (x: Double, y: Double) = (0, 0)
    ) throws {
        let sample = DragSample(x: point.x, y: point.y, startX: start.x, startY: start.y, velocityX: velocity.x, velocityY: velocity.y)
        if let error = try page.send(.drag, to: id, value: "end", drag: sample) { throw TestError.refused(error) }
    }

    /// A long press's phases: `start` (pointer down), then `end` (held long enough) or `cancel`.
    public func press(_ phase: String) throws {
        if let error = try page.send(.press, to: id, value: phase) { throw TestError.refused(error) }
    }

    /// Presses and holds long enough: `start`, then `end`.
    public func longPress() throws {
        try press("start")
        try press("end")
    }

    /// A tap (or the last tap of a double tap: the browser sends one click per `count` taps).
    public func tap() throws { try click() }
}

// Drag and drop: what liveui.js sends when this `.draggable` element is carried to a `.dropDestination`.
extension TestElement {
    /// Carries this element over `destination` (which hears it come) and drops it at
    /// `location`, in the destination's own coordinates. Fails if this element is not
    /// draggable or `destination` takes no drops, as the page would not send it.
    public func drop(on destination: TestElement, at location: (x: Double, y: Double) = (10, 10)) throws {
        guard attribute("data-lv-drag")?.hasSuffix("d") == true else { throw TestError.refused("\(id) is not draggable") }
        guard destination.attribute("data-lv-drop") != nil else { throw TestError.refused("\(destination.id) takes no drops") }
        if destination.attribute("data-lv-drop") == "t" { try destination.dragOver(by: self) }
        let at = DragSample(x: location.x, y: location.y, startX: 0, startY: 0)
        if let error = try page.send(.drop, to: destination.id, value: "=" + id, drag: at) { throw TestError.refused(error) }
    }

    /// The draggable `item` comes over this drop destination (`isTargeted(true)` if it can take it).
    public func dragOver(by item: TestElement) throws {
        guard attribute("data-lv-drop") == "t" else { throw TestError.refused("\(id) has no isTargeted: the page tells it nothing") }
        if let error = try page.send(.drop, to: id, value: "+" + item.id) { throw TestError.refused(error) }
    }

    /// A dragged item leaves this drop destination without being dropped (`isTargeted(false)`).
    public func dragLeave() throws {
        guard attribute("data-lv-drop") == "t" else { throw TestError.refused("\(id) has no isTargeted: the page tells it nothing") }
        if let error = try page.send(.drop, to: id, value: "-") { throw TestError.refused(error) }
    }
}
